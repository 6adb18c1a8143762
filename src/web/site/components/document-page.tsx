import type { SitePage } from '../../../shared/site';
import { siteDocumentTexts as t } from '../site-texts';

type DocumentPage = Extract<SitePage, { kind: 'document' }>;

/** A Markdown text (legal pages): its HTML was rendered and made safe on the server. */
export function DocumentView({ page }: { page: DocumentPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-neutral-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
        {page.intro && <p className="mt-4 text-lg text-neutral-600">{page.intro}</p>}
        {page.updatedAt && (
          <p className="mt-3 text-sm text-neutral-500">
            {t.updated} <time dateTime={page.updatedAt}>{t.date(page.updatedAt)}</time>
            {page.version && (
              <>
                {' · '}
                {t.version} <span data-legal-version>{page.version}</span>
              </>
            )}
          </p>
        )}
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the repository's Markdown with raw HTML escaped */}
      <div className="site-prose mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
