import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { paths } from '../../../../shared/paths';
import { notFoundTexts as t } from '../texts';

/** The 404 page, for any path the app does not know. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 lang="en" className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-4 text-lg leading-8 text-neutral-600">{t.body}</p>
      <a
        href={paths.home}
        className="mt-8 inline-flex items-center gap-2 rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
      >
        <ArrowLeft className="size-5" aria-hidden />
        {t.backHome}
      </a>
    </section>
  );
}
