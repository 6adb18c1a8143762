import { paths } from '../../../shared/paths';
import type { SitePage } from '../../../shared/site';
import { siteDocumentTexts as t } from '../site-texts';

type NotFoundPage = Extract<SitePage, { kind: 'not-found' }>;

export function NotFoundView({ page }: { page: NotFoundPage }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-neutral-600">{page.message}</p>
      <a
        href={paths.home}
        className="mt-8 inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t.home}
      </a>
    </section>
  );
}
