import { type ReactNode, useState } from 'react';
import { smallestUrl, srcSetOf } from '../../../shared/srcset';
import type { PublicVariantView } from '../../../shared/staging';
import { stagedKind } from '../../../shared/staging-selection';
import { useTexts } from '../texts';
import { BeforeAfterFrame } from './before-after-frame';
import { CompareSlider } from './compare-slider';
import type { StagingSectionProps } from './staging-section';

interface Choice {
  use: string;
  photoId: string | null;
  room: string;
  style: string;
}

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
  v: PublicVariantView;
}

/** One pressed button among the options (use, room or style). */
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
 * Pickers limited to what the agency approved: the uses, rooms, styles and photos that have a
 * render. A style that has no render for the chosen photo says so and offers to ask the agency.
 */
export function StagingExplorer({ variants, opening, galleryIds, onAsk, onChoose }: StagingExplorerProps) {
  const t = useTexts().staging;
  const [choice, setChoiceState] = useState<Choice>(() => fromVariant(opening));
  // Every choice the visitor makes is told to the page, so "Contactar" carries it.
  const setChoice = (next: Choice) => {
    setChoiceState(next);
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
  const styles = distinct(ofUse, 'style');
  const photos = distinct(ofUse, 'photoId');
  const match = ofUse.find(
    (v) => v.photoId === choice.photoId && v.room === choice.room && v.style === choice.style,
  );
  const roomLabel = rooms.find(([code]) => code === choice.room)?.[1].roomLabel ?? choice.room;
  const styleLabel = styles.find(([code]) => code === choice.style)?.[1].styleLabel ?? choice.style;

  // A new photo or room keeps the style when it has a render there, else takes the first that does.
  const pick = (candidates: PublicVariantView[]) => {
    const first = candidates.find((v) => v.style === choice.style) ?? candidates[0];
    if (first) setChoice(fromVariant(first));
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
        >
          {match.beforeUrl && (
            <CompareSlider
              value={position}
              onChange={setPosition}
              label={t.slider}
              valueText={t.sliderValue(position, stagedKind(match))}
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
      <Chips
        label={t.use}
        options={distinct(variants, 'use').map(([code, v]) => ({ code, label: v.useLabel, v }))}
        selected={choice.use}
        onChoose={(o) => o.code !== choice.use && setChoice(fromVariant(o.v))}
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
      <Chips
        label={t.style}
        options={styles.map(([code, v]) => ({ code, label: v.styleLabel, v }))}
        selected={choice.style}
        onChoose={(o) => setChoice({ ...choice, style: o.code })}
      />
    </div>
  );
}
