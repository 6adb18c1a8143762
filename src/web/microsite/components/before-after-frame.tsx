import type { ReactNode } from 'react';
import type { StagedKind } from '../../../shared/staging-selection';
import { type StagingSectionTexts, stagingSectionTexts } from '../staging-texts';

/** How wide the frame is drawn on the listing page: the main column (beside the 360 px aside on large screens). */
export const FRAME_SIZES = '(min-width: 1024px) 740px, 100vw';

/** Classes that apply only without JavaScript: the two pictures side by side (stacked on a phone). */
const NO_JS = {
  frame:
    '[@media(scripting:none)]:grid [@media(scripting:none)]:aspect-auto [@media(scripting:none)]:gap-3 [@media(scripting:none)]:overflow-visible [@media(scripting:none)]:rounded-none [@media(scripting:none)]:bg-transparent sm:[@media(scripting:none)]:grid-cols-2',
  pane: '[@media(scripting:none)]:relative [@media(scripting:none)]:aspect-[4/3] [@media(scripting:none)]:overflow-hidden [@media(scripting:none)]:rounded-2xl [@media(scripting:none)]:bg-neutral-200 [@media(scripting:none)]:[clip-path:none]!',
  hidden: '[@media(scripting:none)]:hidden',
};

/** The first letter in lower case ("(amueblado virtualmente con IA)" keeps its "IA"). */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * One picture with its label, cut at the divider: the label wraps to fit its picture's part and is
 * cut with it, so it never sits on the other picture and is gone when its picture is. Both pictures lazy (below the fold).
 */
function Pane(props: {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  clipPath?: string;
  label: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`absolute inset-0 ${NO_JS.pane} ${props.className ?? ''}`}
      style={props.clipPath ? { clipPath: props.clipPath } : undefined}
    >
      <img
        src={props.src}
        // The browser picks the smallest size that fills the frame; `src` stays the fallback.
        srcSet={props.srcSet || undefined}
        sizes={props.srcSet ? props.sizes : undefined}
        alt={props.alt}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {props.label}
    </div>
  );
}

/**
 * The original photo (left) beside its staged version (right), cut at `position` = the share of
 * the original shown, in %: the server's HTML shows it at 50 % before any script; the slider
 * (loaded later) moves the cut. Each label sits on its own picture and shows only while that
 * picture does: at 0 % only the staged one and its AI label (or a test render's), at 100 % only
 * the original. Without JavaScript the two pictures stand side by side, each with its label.
 * `beforeSrcSet` / `afterSrcSet` (optional) offer smaller sizes of each picture for `sizes`
 * (FRAME_SIZES unless told); without them each picture is its one URL.
 */
export function BeforeAfterFrame(props: {
  beforeUrl: string | null;
  afterUrl: string;
  beforeSrcSet?: string;
  afterSrcSet?: string;
  sizes?: string;
  alt: string;
  position: number;
  children?: ReactNode;
  /** The AI label and 'Original' in the page's language (Spanish unless told). */
  texts?: Pick<StagingSectionTexts, 'aiLabel' | 'testLabel' | 'illustrationLabel' | 'before'>;
  /** What made the staged picture (default AI): a test render or an illustration is labelled as such. */
  kind?: StagedKind;
  /**
   * The staged picture's own label when it says more than `kind` (publicStagedLabel: "Vaciado
   * virtualmente con IA" for an emptied room…); without it, furnishing's by `kind`.
   */
  label?: string;
}) {
  const { beforeUrl, afterUrl, alt, children, sizes = FRAME_SIZES } = props;
  const position = beforeUrl ? Math.min(100, Math.max(0, props.position)) : 0;
  const t = props.texts ?? stagingSectionTexts;
  const label =
    props.label ??
    { ai: t.aiLabel, test: t.testLabel, illustration: t.illustrationLabel }[props.kind ?? 'ai'];
  const tag =
    'pointer-events-none absolute rounded-lg bg-black/75 px-2.5 py-1 text-xs font-semibold text-white [@media(scripting:none)]:max-w-none!';
  // A label wraps to stay whole within its picture's part of the frame (its pane is cut there too).
  const within = (share: number) => ({ maxWidth: `calc(${share}% - 1.5rem)` });
  return (
    <div
      className={`relative aspect-[4/3] overflow-hidden rounded-2xl bg-neutral-200 select-none has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-[var(--brand)]/50 ${NO_JS.frame}`}
    >
      <Pane
        src={afterUrl}
        srcSet={props.afterSrcSet}
        sizes={sizes}
        alt={`${alt} (${inSentence(label)})`}
        clipPath={beforeUrl ? `inset(0 0 0 ${position}%)` : undefined}
        label={
          position < 100 && (
            <span className={`${tag} right-3 bottom-3`} style={within(100 - position)} data-staging-label>
              {label}
            </span>
          )
        }
      />
      {beforeUrl && (
        <Pane
          src={beforeUrl}
          srcSet={props.beforeSrcSet}
          sizes={sizes}
          alt={`${alt} (${inSentence(t.before)})`}
          clipPath={`inset(0 ${100 - position}% 0 0)`}
          className="[@media(scripting:none)]:order-first"
          label={
            position > 0 && (
              <span className={`${tag} top-3 left-3`} style={within(position)}>
                {t.before}
              </span>
            )
          }
        />
      )}
      {beforeUrl && (
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_6px_rgba(0,0,0,0.5)] ${NO_JS.hidden}`}
          style={{ left: `${position}%` }}
        >
          <span className="absolute top-1/2 left-1/2 flex size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-sm font-bold text-ink shadow">
            ⇔
          </span>
        </div>
      )}
      {children}
    </div>
  );
}
