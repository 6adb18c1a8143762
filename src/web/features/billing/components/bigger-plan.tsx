import { Mail } from 'lucide-react';
import { billingTexts } from '../../../../shared/billing';
import { buttonClass } from '../../../components/ui/button';

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
      <a href={href} className={buttonClass('secondary', 'shrink-0')}>
        <Mail className="size-4 text-brand-700" aria-hidden />
        {linkLabel}
        <span className="sr-only"> ({salesEmail})</span>
      </a>
    </section>
  );
}
