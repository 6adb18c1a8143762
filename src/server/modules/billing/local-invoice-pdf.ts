import { formatPlanPrice } from '../../../shared/billing';
import { type BillingDetails, IVA_RATE, splitIva } from '../../../shared/billing-details';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { localInvoices } from '../../db/schema';
import { type PdfLine, renderPdf } from '../../lib/simple-pdf';

/** Marked on every test invoice, in its title and at its top. */
export const TEST_INVOICE_MARK = 'FACTURA DE PRUEBA — sin validez fiscal';

const date = (d: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: SPAIN_TIME_ZONE,
  }).format(d);

/**
 * A local test invoice as a one-page PDF: issuer, the agency's billing details, number, date, the line,
 * base, IVA at 21 % and total (prices include IVA: base = total ÷ 1.21).
 */
export function localInvoicePdf(
  invoice: typeof localInvoices.$inferSelect,
  customer: { agencyName: string; details: BillingDetails | null },
  issuer: { name: string; nif: string; address: string },
): Buffer {
  const { baseCents, ivaCents } = splitIva(invoice.totalCents);
  const d = customer.details;
  const lines: PdfLine[] = [
    { text: TEST_INVOICE_MARK, x: 50, y: 790, size: 16, bold: true },
    { text: 'Emitida en el modo de prueba de Escaparate: no se ha cobrado nada.', x: 50, y: 770 },
    { text: `Factura n.º ${invoice.number}`, x: 50, y: 730, size: 12, bold: true },
    { text: `Fecha: ${date(invoice.issuedAt)}`, x: 50, y: 714 },
    { text: 'Cliente', x: 50, y: 680, bold: true },
    { text: 'Emisor', x: 320, y: 680, bold: true },
    { text: issuer.name, x: 320, y: 664 },
    { text: `NIF: ${issuer.nif}`, x: 320, y: 650 },
    { text: issuer.address, x: 320, y: 636 },
  ];
  const customerLines = d
    ? [
        d.legal_name,
        `NIF/CIF: ${d.tax_id}`,
        d.address_line,
        `${d.postal_code} ${d.city} (${d.province})`,
        'España',
      ]
    : [customer.agencyName, 'Sin datos de facturación (Configuración → Facturación)'];
  customerLines.forEach((text, i) => {
    lines.push({ text, x: 50, y: 664 - i * 14 });
  });
  const row = (label: string, amount: string, y: number, bold = false) => {
    lines.push({ text: label, x: 50, y, bold }, { text: amount, x: 450, y, bold });
  };
  lines.push(
    { text: 'Concepto', x: 50, y: 570, bold: true },
    { text: 'Importe', x: 450, y: 570, bold: true },
  );
  row(invoice.description, formatPlanPrice(baseCents), 552);
  row('Base imponible', formatPlanPrice(baseCents), 510);
  row(`IVA (${Math.round(IVA_RATE * 100)} %)`, formatPlanPrice(ivaCents), 494);
  row('Total (IVA incluido)', formatPlanPrice(invoice.totalCents), 472, true);
  return renderPdf(lines, `${TEST_INVOICE_MARK} ${invoice.number}`);
}
