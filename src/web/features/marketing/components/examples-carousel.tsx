import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import {
  DEMO_PAIRS,
  DEMO_STYLE_LABELS,
  demoMediaSources,
  demoMediaUrl,
  LANDING_EXAMPLES,
} from '../../../../shared/demo-staging';
import { BRAND_DEFAULTS } from '../../../../shared/microsite';
import { paths } from '../../../../shared/paths';
import { BeforeAfterFrame } from '../../../microsite/components/before-after-frame';
import { stagingSectionTexts } from '../../../microsite/staging-texts';
import { landingTexts } from '../texts';

const t = landingTexts.examples;

/** The microsite's frame reads its colours from these variables: the demo's colour. */
const brandVars = { '--brand': BRAND_DEFAULTS.primary, '--brand-ink': '#ffffff' } as CSSProperties;

const srcSet = (id: string) =>
  demoMediaSources(id)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');

/** How wide the frame is drawn: the wider column on a desktop, the page's width on a phone. */
const FRAME_SIZES = '(min-width: 1024px) 660px, calc(100vw - 2rem)';

/** Each example with the pictures of its pair (drawn by code, served by /demo/media). */
const slides = LANDING_EXAMPLES.flatMap((example) => {
  const pair = DEMO_PAIRS.find((p) => p.id === example.pairId);
  if (!pair) return [];
  return [
    {
      title: example.title,
      style: DEMO_STYLE_LABELS[pair.style] ?? pair.style,
      beforeUrl: demoMediaUrl(pair.photo, 960),
      beforeSrcSet: srcSet(pair.photo),
      afterUrl: demoMediaUrl(pair.id, 960),
      afterSrcSet: srcSet(pair.id),
    },
  ];
});

/** The slider and the buttons do nothing without JavaScript: then they are not shown. */
const NO_JS_HIDDEN = '[@media(scripting:none)]:hidden';

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-ink shadow-sm transition-colors hover:bg-neutral-50';

/**
 * The landing's before/after examples (cafetería, peluquería, piso moderno): one slide mounted
 * at a time (two pictures, loaded lazily), previous/next buttons and dots; the slider works with
 * a finger, a mouse or the arrow keys, like the microsite's. The server renders it at its first
 * slide (site/marketing/examples-island.tsx brings it to life); without JavaScript every example
 * shows as its two pictures side by side, and the controls, which could do nothing, are hidden.
 */
export function ExamplesCarousel() {
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState(50);
  const slide = slides[index];
  if (!slide) return null;
  const go = (next: number) => {
    setIndex((next + slides.length) % slides.length);
    setPosition(50);
  };

  return (
    <section aria-labelledby="examples-title" className="bg-neutral-50">
      <div className="mx-auto grid max-w-6xl gap-x-12 gap-y-8 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8 lg:py-24">
        <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
          <h2
            id="examples-title"
            className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {t.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-neutral-600">{t.lead}</p>
        </div>
        <div style={brandVars} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <section aria-roledescription="carrusel" aria-label={t.carousel}>
            <figure
              aria-roledescription={t.slide}
              aria-label={t.slideOf(index + 1, slides.length, slide.title)}
            >
              <BeforeAfterFrame
                key={slide.afterUrl}
                beforeUrl={slide.beforeUrl}
                afterUrl={slide.afterUrl}
                beforeSrcSet={slide.beforeSrcSet}
                afterSrcSet={slide.afterSrcSet}
                sizes={FRAME_SIZES}
                alt={`${slide.title}, ${t.style(slide.style).toLowerCase()}`}
                position={position}
                kind="illustration"
              >
                <input
                  type="range"
                  min={0}
                  max={100}
                  step={1}
                  value={position}
                  onInput={(e) => setPosition(Number(e.currentTarget.value))}
                  onChange={(e) => setPosition(Number(e.currentTarget.value))}
                  aria-label={stagingSectionTexts.slider}
                  aria-valuetext={stagingSectionTexts.sliderValue(position, 'illustration')}
                  className={`absolute inset-0 size-full cursor-ew-resize touch-pan-y opacity-0 ${NO_JS_HIDDEN}`}
                />
              </BeforeAfterFrame>
              <figcaption className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1" aria-live="polite">
                <span className="text-xl font-bold text-ink">{slide.title}</span>
                <span className="text-neutral-600">{t.style(slide.style)}</span>
              </figcaption>
            </figure>
            <div className={`mt-4 flex items-center justify-between gap-4 ${NO_JS_HIDDEN}`}>
              <div className="flex items-center gap-1">
                {slides.map((s, i) => (
                  <button
                    key={s.afterUrl}
                    type="button"
                    onClick={() => go(i)}
                    aria-label={t.goTo(i + 1, s.title)}
                    aria-current={i === index ? 'true' : undefined}
                    className="group inline-flex size-11 items-center justify-center"
                  >
                    <span className="block size-3 rounded-full bg-neutral-300 transition-colors group-aria-[current=true]:bg-brand-700 group-hover:bg-neutral-400" />
                  </button>
                ))}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => go(index - 1)}
                  aria-label={t.previous}
                  className={roundButton}
                >
                  <ChevronLeft className="size-5" aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => go(index + 1)}
                  aria-label={t.next}
                  className={roundButton}
                >
                  <ChevronRight className="size-5" aria-hidden />
                </button>
              </div>
            </div>
          </section>
          {/* Without JavaScript every example shows, each as its two pictures side by side. */}
          {slides.map(
            (s, i) =>
              i !== index && (
                <figure key={s.afterUrl} className="mt-10 hidden [@media(scripting:none)]:block">
                  <BeforeAfterFrame
                    beforeUrl={s.beforeUrl}
                    afterUrl={s.afterUrl}
                    beforeSrcSet={s.beforeSrcSet}
                    afterSrcSet={s.afterSrcSet}
                    sizes={FRAME_SIZES}
                    alt={`${s.title}, ${t.style(s.style).toLowerCase()}`}
                    position={50}
                    kind="illustration"
                  />
                  <figcaption className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="text-xl font-bold text-ink">{s.title}</span>
                    <span className="text-neutral-600">{t.style(s.style)}</span>
                  </figcaption>
                </figure>
              ),
          )}
        </div>
        {/* Below the examples on a phone, under the text beside them on a desktop. */}
        <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
          <p className="text-neutral-600">{t.ctaBody}</p>
          {/* A full page load: /demo is the server-rendered microsite, not a page of this app. */}
          <a
            href={paths.demo}
            className="mt-3 inline-flex items-center gap-2 rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            <Play className="size-5" aria-hidden />
            {t.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
