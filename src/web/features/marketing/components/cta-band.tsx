import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { paths } from '../../../../shared/paths';

/** The closing call to action of a marketing page: a brand-coloured band with a start button. */
export function CtaBand({ title, body, action }: { title: string; body: string; action: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-brand-700">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-lg text-white">{body}</p>
        </div>
        <a
          href={paths.dashboard.home}
          className="inline-flex shrink-0 items-center gap-2 rounded-xl bg-white px-6 py-3 text-base font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white"
        >
          {action}
          <ArrowRight className="size-5" aria-hidden />
        </a>
      </div>
    </section>
  );
}
