import { Mail } from 'lucide-react';
import { billingTexts } from '../../../../shared/billing';

/** "More than 15 listings": a mailto link to sales with a ready subject. */
export function BiggerPlan({
  salesEmail,
  subject,
  linkLabel,
}: {
  salesEmail: string;
  subject: string;
  linkLabel: string;
}) {
  const href = `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <section
      aria-labelledby="bigger-plan-title"
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-neutral-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="bigger-plan-title" className="text-lg font-bold text-ink">
          {billingTexts.biggerPlanTitle}
        </h2>
        <p className="mt-1 text-neutral-700">{billingTexts.biggerPlanBody}</p>
      </div>
      <a
        href={href}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-neutral-100"
      >
        <Mail className="size-4 text-brand-700" aria-hidden />
        {linkLabel}
        <span className="sr-only"> ({salesEmail})</span>
      </a>
    </section>
  );
}
