import { Fragment } from 'react';
import { descriptionFor, type PublicListing } from '../../../shared/microsite';
import { usePageLang, useTexts } from '../texts';

/** Longer than this (characters), the description is folded behind 'Leer más'. */
export const FOLD_AT = 600;

/** Plain text → paragraphs (split at a blank line) of lines (a single line break). Never HTML. */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * Descripción: the agency's text as paragraphs. A long one is clamped to a few lines with 'Leer
 * más' under it: a checkbox and CSS, so it unfolds without JavaScript, the page never shifts while
 * loading, and a screen reader reads the whole text (it is clipped, not hidden).
 */
export function ListingDescription({ listing }: { listing: PublicListing }) {
  const t = useTexts();
  const { lang } = usePageLang();
  const shown = descriptionFor(listing, lang);
  if (!shown) return null;
  const folded = shown.text.length > FOLD_AT;
  const body = paragraphsOf(shown.text).map((lines, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place.
    <p key={i}>
      {lines.map((line, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines likewise.
        <Fragment key={j}>
          {j > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
  return (
    <section aria-labelledby="description-title" className="mt-8">
      <h2 id="description-title" className="text-lg font-bold text-ink">
        {t.description}
      </h2>
      <div className="group mt-3 rounded-2xl border border-neutral-200 bg-white p-4">
        <div
          lang={shown.lang === lang ? undefined : shown.lang}
          data-description={folded ? 'folded' : 'full'}
          className={`space-y-4 leading-7 text-pretty break-words text-neutral-800 ${folded ? 'relative max-h-56 overflow-hidden after:absolute after:inset-x-0 after:bottom-0 after:h-16 after:bg-linear-to-t after:from-white group-has-checked:max-h-none group-has-checked:after:hidden' : ''}`}
        >
          {body}
        </div>
        {folded && (
          <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center font-semibold text-[var(--brand)] underline underline-offset-2 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--brand)]">
            <input type="checkbox" className="peer sr-only" />
            <span className="peer-checked:hidden">{t.readMore}</span>
            <span className="hidden peer-checked:inline">{t.readLess}</span>
          </label>
        )}
      </div>
    </section>
  );
}
