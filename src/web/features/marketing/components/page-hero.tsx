import type { ReactNode } from 'react';

/** The opening of a marketing page: eyebrow, title and lead on the brand tint, with optional content beside. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div
        className={`mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-14 sm:px-6 lg:px-8 lg:pt-20 lg:pb-20 ${
          children ? 'lg:grid-cols-2' : ''
        }`}
      >
        <div className="max-w-3xl">
          <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            {eyebrow}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-600">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
