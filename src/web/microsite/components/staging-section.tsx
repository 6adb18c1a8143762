import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { srcSetOf } from '../../../shared/srcset';
import type { PublicVariantView } from '../../../shared/staging';
import {
  openingRender,
  orderForGallery,
  publicStagedLabel,
  stagedKind,
} from '../../../shared/staging-selection';
import { modesOf } from '../staging-texts';
import { usePageLang, useTexts } from '../texts';
import { BeforeAfterFrame } from './before-after-frame';
import type { StagingExplorerProps } from './staging-explorer';

/** What a visitor asks the agency for when no approved render matches (stored on the lead). */
export interface StagingInterest {
  useCode: string;
  roomCode: string;
  styleCode: string;
  /** "Salón · Industrial": shown in the contact dialog. */
  label: string;
}

export interface StagingSectionProps {
  /** The approved renders (in StagingSection: as loaded, newest first; in the explorer: orderForGallery). */
  variants: PublicVariantView[];
  /** The listing's photos in gallery order: the picker follows it and numbers photos as the gallery does. */
  galleryIds: string[];
  /** The listing's use: the section opens on it (`openingRender`). */
  listingUse?: string | null;
  onAsk: (interest: StagingInterest) => void;
  /**
   * The visitor picked another use, room, style or photo: "Contactar" then opens the lead form
   * with that use, room and style, which the lead stores and the agency's alert names. Not called
   * for the render the section opens on (no choice made yet).
   */
  onChoose?: (interest: StagingInterest) => void;
}

/**
 * The renders with furnishing's first (the order kept otherwise: newest first), so a photo that has
 * furnished renders opens on one, as the section did before modes; the mode switch offers the rest.
 */
const furnishFirst = (variants: PublicVariantView[]) =>
  variants
    .map((v, i) => ({ v, i, furnish: (v.mode ?? 'furnish') === 'furnish' ? 0 : 1 }))
    .sort((a, b) => a.furnish - b.furnish || a.i - b.i)
    .map((x) => x.v);

/**
 * The AI section. The server's HTML shows the opening render (the listing's use, its first photo
 * in gallery order) at 50 %, labelled by its own mode (publicStagedLabel), or both pictures side by side without JavaScript; the pickers and the
 * slider are a chunk of their own, loaded when the section comes near the screen or is touched,
 * so the page a buyer opens carries none of it.
 */
export function StagingSection(props: StagingSectionProps) {
  const { galleryIds, listingUse } = props;
  const variants = useMemo(
    () => orderForGallery(furnishFirst(props.variants), galleryIds),
    [props.variants, galleryIds],
  );
  const t = useTexts().staging;
  const { lang } = usePageLang();
  // Furnishing only keeps its own title; other modes approved: a title and intro naming them all.
  const modes = useMemo(() => modesOf(props.variants), [props.variants]);
  const furnishOnly = modes.length === 1 && modes[0] === 'furnish';
  const ref = useRef<HTMLElement>(null);
  const [Explorer, setExplorer] = useState<ComponentType<StagingExplorerProps> | null>(null);
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./staging-explorer').then(
      (m) => setExplorer(() => m.StagingExplorer),
      () => {
        // Offline: the static picture stays; a later touch tries again.
        loading.current = false;
      },
    );
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') return load();
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        load();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [load]);

  const first = openingRender(variants, listingUse);
  if (!first) return null;
  return (
    <section
      ref={ref}
      id="amueblar"
      aria-labelledby="staging-title"
      className="mt-8"
      onPointerDown={load}
      onFocusCapture={load}
    >
      <h2 id="staging-title" className="text-lg font-bold text-ink">
        {furnishOnly ? t.title : t.titleModes}
      </h2>
      <p className="mt-1 text-neutral-700">
        {furnishOnly ? t.intro : t.introModes(modes)}
        <span className="[@media(scripting:none)]:hidden"> {t.slideHint}</span>
      </p>
      <div className="mt-3">
        {Explorer ? (
          <Explorer {...props} variants={variants} opening={first} />
        ) : (
          <BeforeAfterFrame
            beforeUrl={first.beforeUrl}
            afterUrl={first.afterUrl}
            beforeSrcSet={srcSetOf(first.beforeSources)}
            afterSrcSet={srcSetOf(first.afterSources)}
            alt={t.staged(first.roomLabel, first.styleLabel)}
            position={50}
            texts={t}
            kind={stagedKind(first)}
            label={publicStagedLabel(first, lang)}
          />
        )}
      </div>
    </section>
  );
}
