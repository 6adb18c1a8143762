import { Download, FileText } from 'lucide-react';
import { billingTexts, formatPlanPrice } from '../../../../shared/billing';
import {
  type InvoiceView,
  invoiceStatusLabels,
  billingDetailsTexts as t,
} from '../../../../shared/billing-details';
import { useInvoices } from '../api/use-billing-details';
import { formatLongDate } from './format-long-date';

function InvoiceRow({ invoice }: { invoice: InvoiceView }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          <span className="break-all">{invoice.number ?? '—'}</span>
          {invoice.test && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
              {t.test}
            </span>
          )}
        </p>
        <p className="text-sm text-neutral-600">
          {formatLongDate(invoice.date)} · {invoiceStatusLabels[invoice.status]}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p className="text-sm font-semibold text-ink">
          {invoice.currency === 'eur'
            ? formatPlanPrice(invoice.totalCents)
            : `${invoice.totalCents / 100} ${invoice.currency.toUpperCase()}`}
          <span className="font-normal text-neutral-600"> · {billingTexts.vatIncluded}</span>
        </p>
        {(invoice.pdfUrl ?? invoice.hostedUrl) && (
          <a
            href={invoice.pdfUrl ?? invoice.hostedUrl ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 underline"
          >
            <Download className="size-4" aria-hidden />
            {t.download}
            <span className="sr-only"> {invoice.number}</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** Configuración → Facturación → Facturas: Stripe's invoices, or the local mode's test ones. */
export function InvoiceList() {
  const invoices = useInvoices();
  const list = invoices.data?.invoices;
  return (
    <div className="border-t border-neutral-200 pt-4">
      <h3 className="text-base font-semibold text-ink">{t.invoicesTitle}</h3>
      {invoices.isPending ? (
        <p role="status" className="mt-2 text-sm text-neutral-600">
          {t.loading}
        </p>
      ) : invoices.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t.invoicesError}
        </p>
      ) : !list?.length ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-neutral-600" data-testid="invoices-empty">
          <FileText className="size-4 shrink-0" aria-hidden />
          {t.invoicesEmpty}
        </p>
      ) : (
        <>
          {list.some((i) => i.test) && <p className="mt-2 text-sm text-amber-900">{t.invoicesTestNote}</p>}
          <ul
            className="mt-2 divide-y divide-neutral-200 border-y border-neutral-200"
            aria-label={t.invoicesTitle}
          >
            {list.map((i) => (
              <InvoiceRow key={i.id} invoice={i} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
