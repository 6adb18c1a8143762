import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { localBillingTexts as t } from '../texts';
import { SubscriptionSettings } from './subscription-settings';

/** Test mode's stand-in for the Stripe customer portal: the Settings section on its own page. */
export function LocalPortalPage() {
  useEffect(() => {
    document.title = t.portalDocumentTitle;
  }, []);
  return (
    <div className="w-full max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.portalTitle}</h1>
        <p className="mt-1 text-neutral-600">{t.portalLead}</p>
      </div>
      <SubscriptionSettings showManage={false} />
      <Link
        to={paths.dashboard.home}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t.backToDashboard}
      </Link>
    </div>
  );
}
