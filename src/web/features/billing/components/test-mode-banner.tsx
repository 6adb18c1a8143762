import { TriangleAlert } from 'lucide-react';
import { billingTexts } from '../../../../shared/billing';

/** Local billing pages only exist without a Stripe key: say so loudly. */
export function TestModeBanner() {
  return (
    <div className="border-b border-yellow-300 bg-yellow-100 text-yellow-950">
      <p className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 text-sm font-semibold sm:px-6">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        {billingTexts.testMode}
      </p>
    </div>
  );
}
