import {
  COOKIES_FORM_ID,
  type CookieCategory,
  cookieMaxDays,
  optionalCookieCategories,
  cookieTexts as t,
} from '../../../shared/legal';
import { paths } from '../../../shared/paths';
import type { SitePage } from '../../../shared/site';
import { DocumentView } from './document-page';

type CookiesPage = Extract<SitePage, { kind: 'cookies' }>;

// A native checkbox drawn as a switch: it posts with the form and needs no script.
const switchClass =
  "relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-neutral-500 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] checked:bg-brand-700 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60";
const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold transition-colors';
const secondary = `${button} border border-ink bg-white text-ink hover:bg-neutral-100`;

/** The cookie policy, then the visitor's choices: a plain form, remembered by the server. */
export function CookiesView({ page }: { page: CookiesPage }) {
  const { title, html, updatedAt } = page;
  return (
    <>
      <DocumentView page={{ kind: 'document', title, html, updatedAt }} />
      <CookiePanel page={page} />
    </>
  );
}

function currentChoice(page: CookiesPage): string {
  const prefs = page.preferences;
  if (!prefs) return t.notChosen;
  return t.current(optionalCookieCategories.filter((c) => prefs[c]).map((c) => t.categories[c].name));
}

function CookiePanel({ page }: { page: CookiesPage }) {
  return (
    <section
      id={COOKIES_FORM_ID}
      aria-labelledby="cookie-panel-title"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 pb-14 sm:px-6"
    >
      <div className="rounded-2xl border border-neutral-200 bg-neutral-50 p-5 sm:p-8">
        <h2 id="cookie-panel-title" className="text-2xl font-bold tracking-tight text-ink">
          {t.panelTitle}
        </h2>
        <p className="mt-2 text-neutral-700">{t.panelIntro}</p>
        {page.saved && (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-800">
            {t.saved}
          </p>
        )}
        {page.error && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-800">
            {page.error}
          </p>
        )}
        <p className="mt-4 text-sm font-medium text-neutral-800" data-testid="cookie-choice">
          {currentChoice(page)}
        </p>
        <form method="post" action={paths.cookies} className="mt-6">
          <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
            <CategoryRow category="essential" checked />
            {optionalCookieCategories.map((c) => (
              <CategoryRow key={c} category={c} checked={page.preferences?.[c] ?? false} />
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button
              type="submit"
              name="action"
              value="save"
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t.save}
            </button>
            <button type="submit" name="action" value="accept" className={secondary}>
              {t.acceptAll}
            </button>
            <button type="submit" name="action" value="reject" className={secondary}>
              {t.rejectAll}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

function CategoryRow({ category, checked }: { category: CookieCategory; checked: boolean }) {
  const essential = category === 'essential';
  const id = `cookie-${category}`;
  const { name, body } = t.categories[category];
  return (
    <li className="flex items-start justify-between gap-4 p-4 sm:p-5">
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {name}
          {essential && (
            <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-medium text-neutral-800">
              {t.alwaysOn}
            </span>
          )}
        </label>
        <p id={`${id}-desc`} className="mt-1 text-sm text-neutral-700">
          {body} {t.maxDuration(cookieMaxDays[category])}.
        </p>
      </div>
      <input
        type="checkbox"
        id={id}
        name={essential ? undefined : category}
        defaultChecked={checked}
        disabled={essential}
        aria-describedby={`${id}-desc`}
        className={switchClass}
      />
    </li>
  );
}
