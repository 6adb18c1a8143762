import { billingDetailsTexts as t } from '../../../../shared/billing-details';
import { Panel } from '../../../components/ui/panel';
import { useBillingDetails } from '../api/use-billing-details';
import { BillingDetailsForm } from './billing-details-form';
import { InvoiceList } from './invoice-list';

/** Configuración → Facturación (owner only): the details invoices carry, and the invoices. */
export function BillingDetailsSettings() {
  const details = useBillingDetails();
  return (
    <Panel id="billing-section" title={t.title} caption={t.caption}>
      <div className="space-y-6">
        {details.isPending ? (
          <p role="status" className="text-sm text-neutral-600">
            {t.loading}
          </p>
        ) : details.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {details.error.message}
          </p>
        ) : (
          <BillingDetailsForm details={details.data.details} />
        )}
        <InvoiceList />
      </div>
    </Panel>
  );
}
