import { type Lang, langNames, langs } from '../../../shared/lang';
import { usePageLang, useTexts } from '../texts';

/** `?lang=` added to a page's own query (its filters and page number, without any `lang` it had). */
function langSwitchHref(path: string, query: string, code: string): string {
  const params = new URLSearchParams(query);
  params.delete('lang');
  params.set('lang', code);
  return `${path}?${params}`;
}

/**
 * ES | EN: plain links to the same page with `?lang=` (a relative query keeps the path), so the
 * switch works before and without JavaScript and each language has its own address. `path`: the
 * page's own address when the browser shows another one (the answer to the form's post). `query`:
 * what the page's address carries besides the language (the agency page's filters), kept.
 */
export function LangSwitch({
  className = '',
  path = '',
  query = '',
}: {
  className?: string;
  path?: string;
  query?: string;
}) {
  const { lang } = usePageLang();
  const t = useTexts();
  return (
    <LangLinks
      className={className}
      label={t.language}
      current={lang}
      hrefOf={(code) => langSwitchHref(path, query, code)}
    />
  );
}

/** The links of the switch, one per language, the current one marked (the site pages use it too). */
export function LangLinks({
  className = '',
  label,
  current,
  hrefOf,
}: {
  className?: string;
  label: string;
  current: Lang;
  hrefOf: (code: Lang) => string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-1 text-sm font-semibold">
        {langs.map((code) => (
          <li key={code}>
            <a
              href={hrefOf(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 uppercase underline-offset-2 hover:underline aria-[current=true]:ring-2 aria-[current=true]:ring-current"
            >
              {code}
              <span className="sr-only"> ({langNames[code]})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
