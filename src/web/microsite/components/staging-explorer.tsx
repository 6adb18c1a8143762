import { type ReactNode, useState } from 'react';
import { smallestUrl, srcSetOf } from '../../../shared/srcset';
import type { PublicVariantView } from '../../../shared/staging';
import { STAGING_MODE_INFO, type StagingMode } from '../../../shared/staging-modes';
import { publicStagedLabel, stagedKind } from '../../../shared/staging-selection';
import { modesOf } from '../staging-texts';
import { usePageLang, useTexts } from '../texts';
import { BeforeAfterFrame } from './before-after-frame';
import { CompareSlider } from './compare-slider';
import type { StagingSectionProps } from './staging-section';

interface Choice {
  use: string;
  photoId: string | null;
  room: string;
  /** '' for a mode other than furnishing. */
  style: string;
  mode: StagingMode;
}

/** A render without a mode (/demo's drawn pairs) furnishes. */
const modeOf = (v: PublicVariantView): StagingMode => v.mode ?? 'furnish';

/** Distinct values in first-seen order, with their label. */
function distinct(list: PublicVariantView[], key: 'use' | 'room' | 'style' | 'photoId') {
  const seen = new Map<string, PublicVariantView>();
  for (const v of list) {
    const k = v[key];
    if (k !== null && !seen.has(k)) seen.set(k, v);
  }
  return [...seen.entries()];
}

const fromVariant = (v: PublicVariantView): Choice => ({
  use: v.use,
  photoId: v.photoId,
  room: v.room,
  style: v.style,
  mode: modeOf(v),
});

const chip =
  'rounded-full border px-3.5 py-2 text-sm font-semibold transition aria-pressed:border-[var(--brand)] aria-pressed:bg-[var(--brand)] aria-pressed:text-[var(--brand-ink)] border-neutral-300 bg-white text-ink hover:border-neutral-500';

function Picker(props: { label: string; children: ReactNode }) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-neutral-700">{props.label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{props.children}</div>
    </fieldset>
  );
}

interface ChipOption {
  code: string;
  label: string;
  v?: PublicVariantView;
}

/** One pressed button among the options (mode, use, room or style). */
function Chips(props: {
  label: string;
  options: ChipOption[];
  selected: string;
  onChoose: (o: ChipOption) => void;
}) {
  return (
    <Picker label={props.label}>
      {props.options.map((o) => (
        <button
          key={o.code}
          type="button"
          aria-pressed={props.selected === o.code}
          onClick={() => props.onChoose(o)}
          className={chip}
        >
          {o.label}
        </button>
      ))}
    </Picker>
  );
}

export interface StagingExplorerProps extends StagingSectionProps {
  /** The render it opens on (openingRender). */
  opening: PublicVariantView;
}

/**
 * Pickers limited to what the agency approved: the uses, rooms, photos, modes and styles that have
 * a render. The mode switch offers only the modes the chosen photo has results of; the style picker
 * is furnishing's only. A style that has no render for the chosen photo says so and offers to ask
 * the agency.
 */
export function StagingExplorer({ variants, opening, galleryIds, onAsk, onChoose }: StagingExplorerProps) {
  const t = useTexts().staging;
  const { lang } = usePageLang();
  const [choice, setChoiceState] = useState<Choice>(() => fromVariant(opening));
  // Every choice the visitor makes is told to the page, so "Contactar" carries it; the lead asks for
  // a style, so only a furnished choice (the one mode with styles) is told.
  const setChoice = (next: Choice) => {
    setChoiceState(next);
    if (next.mode !== 'furnish') return;
    const ofUse = variants.filter((x) => x.use === next.use);
    const room = ofUse.find((x) => x.room === next.room)?.roomLabel ?? next.room;
    const style = ofUse.find((x) => x.style === next.style)?.styleLabel ?? next.style;
    onChoose?.({
      useCode: next.use,
      roomCode: next.room,
      styleCode: next.style,
      label: `${room} · ${style}`,
    });
  };
  const [position, setPosition] = useState(50);
  const ofUse = variants.filter((v) => v.use === choice.use);
  const rooms = distinct(ofUse, 'room');
  const furnished = ofUse.filter((v) => modeOf(v) === 'furnish');
  const styles = distinct(furnished, 'style');
  const photos = distinct(ofUse, 'photoId');
  const ofPhoto = ofUse.filter((v) => v.photoId === choice.photoId && v.room === choice.room);
  const modes = modesOf(ofPhoto);
  // The newest render of the mode for the photo; furnishing's of the chosen style.
  const match = ofPhoto.find(
    (v) => modeOf(v) === choice.mode && (choice.mode !== 'furnish' || v.style === choice.style),
  );
  const roomLabel = rooms.find(([code]) => code === choice.room)?.[1].roomLabel ?? choice.room;
  const styleLabel = styles.find(([code]) => code === choice.style)?.[1].styleLabel ?? choice.style;
  // The style picker keeps the last furnished style while another mode shows.
  const [lastStyle, setLastStyle] = useState(opening.style || (styles[0]?.[0] ?? ''));
  const style = choice.style || lastStyle;

  // A new photo or room keeps the mode (and furnishing's style) when it has a render there, else
  // takes the closest that does.
  const pick = (candidates: PublicVariantView[]) => {
    const first =
      candidates.find((v) => modeOf(v) === choice.mode && (choice.mode !== 'furnish' || v.style === style)) ??
      candidates.find((v) => modeOf(v) === choice.mode) ??
      candidates.find((v) => modeOf(v) === 'furnish' && v.style === style) ??
      candidates[0];
    if (first) choose(fromVariant(first));
  };
  const choose = (next: Choice) => {
    if (next.style) setLastStyle(next.style);
    setChoice(next);
  };
  const chooseMode = (mode: StagingMode) => {
    if (mode === choice.mode) return;
    if (mode === 'furnish') {
      const v = ofPhoto.find((x) => modeOf(x) === 'furnish' && x.style === style);
      choose(v ? fromVariant(v) : { ...choice, mode, style });
      return;
    }
    const v = ofPhoto.find((x) => modeOf(x) === mode);
    if (v) choose(fromVariant(v));
  };

  return (
    <div>
      {match ? (
        <BeforeAfterFrame
          beforeUrl={match.beforeUrl}
          afterUrl={match.afterUrl}
          beforeSrcSet={srcSetOf(match.beforeSources)}
          afterSrcSet={srcSetOf(match.afterSources)}
          alt={t.staged(match.roomLabel, match.styleLabel)}
          position={position}
          texts={t}
          kind={stagedKind(match)}
          label={publicStagedLabel(match, lang)}
        >
          {match.beforeUrl && (
            <CompareSlider
              value={position}
              onChange={setPosition}
              label={t.sliderFor(modeOf(match))}
              valueText={t.sliderValue(position, stagedKind(match), modeOf(match))}
            />
          )}
        </BeforeAfterFrame>
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-neutral-300 bg-white p-6 text-center">
          <p role="status" className="max-w-sm text-neutral-800">
            {t.missing(roomLabel, styleLabel)}
          </p>
          <button
            type="button"
            onClick={() =>
              onAsk({
                useCode: choice.use,
                roomCode: choice.room,
                styleCode: choice.style,
                label: `${roomLabel} · ${styleLabel}`,
              })
            }
            className="rounded-xl bg-[var(--brand)] px-5 py-3 font-semibold text-[var(--brand-ink)] shadow-sm hover:brightness-95"
          >
            {t.ask}
          </button>
        </div>
      )}
      {modes.length > 1 && (
        <Chips
          label={t.mode}
          options={modes.map((m) => ({ code: m, label: STAGING_MODE_INFO[m].switchLabel[lang] }))}
          selected={choice.mode}
          onChoose={(o) => chooseMode(o.code as StagingMode)}
        />
      )}
      <Chips
        label={t.use}
        options={distinct(variants, 'use').map(([code, v]) => ({ code, label: v.useLabel, v }))}
        selected={choice.use}
        onChoose={(o) => o.code !== choice.use && o.v && choose(fromVariant(o.v))}
      />
      <Chips
        label={t.room}
        options={rooms.map(([code, v]) => ({ code, label: v.roomLabel, v }))}
        selected={choice.room}
        onChoose={(o) => pick(ofUse.filter((v) => v.room === o.code))}
      />
      {photos.length > 1 && (
        <Picker label={t.photos}>
          {photos.map(([id, v], i) => (
            <button
              key={id}
              type="button"
              aria-pressed={choice.photoId === id}
              // Numbered as the gallery numbers its photos.
              aria-label={t.photoButton(v.roomLabel, galleryIds.indexOf(id) + 1 || i + 1)}
              onClick={() => pick(ofUse.filter((x) => x.photoId === id))}
              className="size-16 overflow-hidden rounded-xl border-2 border-transparent aria-pressed:border-[var(--brand)]"
            >
              <img
                src={
                  v.beforeUrl
                    ? smallestUrl(v.beforeSources, v.beforeUrl)!
                    : smallestUrl(v.afterSources, v.afterUrl)!
                }
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          ))}
        </Picker>
      )}
      {choice.mode === 'furnish' && styles.length > 0 && (
        <Chips
          label={t.style}
          options={styles.map(([code, v]) => ({ code, label: v.styleLabel, v }))}
          selected={choice.style}
          onChoose={(o) => choose({ ...choice, style: o.code })}
        />
      )}
    </div>
  );
}
