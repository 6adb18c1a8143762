import { formatListingPrice } from '../../../shared/format';
import { leadCsvHeaders, leadStatusLabels, leadsDashboardTexts } from '../../../shared/leads-dashboard';
import { operationLabels, propertyType } from '../../../shared/listing-catalog';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import type { ScopedLeadFilters } from './lead-filters';
import { type LeadListRow, listLeads, toLeadView } from './list-leads';

/** Rows read per query: memory stays flat whatever the number of leads. */
const BATCH = 1000;
const BOM = '\uFEFF';
const EOL = '\r\n';

const dateParts = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/yyyy hh:mm in Madrid time, as Spanish Excel reads a date. */
export function csvDate(date: Date): string {
  const p = Object.fromEntries(dateParts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `leads-YYYY-MM-DD.csv`, the day in Madrid. */
export function csvFileName(now: Date = new Date()): string {
  const [day, month, year] = csvDate(now).slice(0, 10).split('/');
  return `leads-${year}-${month}-${day}.csv`;
}

/**
 * One CSV field. A value that a spreadsheet would run as a formula (= + - @, tab, CR) gets a
 * leading apostrophe (OWASP "CSV injection"); quotes, separators and line breaks are quoted.
 */
export function csvCell(value: string | null | undefined): string {
  let v = value ?? '';
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const csvLine = (cells: (string | null | undefined)[]) => cells.map(csvCell).join(';') + EOL;

function leadLine(row: LeadListRow): string {
  const lead = toLeadView(row);
  const { listing } = lead;
  const address = listing.deleted
    ? listing.address
    : [listing.address, listing.city].filter(Boolean).join(', ');
  return csvLine([
    csvDate(row.createdAt),
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    leadsDashboardTexts.channel[lead.channel],
    leadStatusLabels[lead.status],
    listing.title,
    listing.reference,
    operationLabels[listing.operation].es,
    propertyType(listing.propertyType)?.es,
    formatListingPrice(listing.price, listing.operation) ?? leadsDashboardTexts.priceOnRequest,
    address,
    lead.use?.label,
    lead.room?.label,
    lead.style?.label,
    // The listing's assigned agent; empty when the agency itself answers.
    lead.handledBy?.name,
  ]);
}

/**
 * The agency's leads matching the filters (leads of deleted listings included) as CSV for
 * Spanish Excel: UTF-8 with BOM, `;`, CRLF, es-ES dates. Read in keyset batches while the
 * client consumes the stream. The first batch is read before answering, so a failing query is
 * still an ordinary error response.
 */
export async function exportLeadsCsv(opts: {
  db: Db;
  agencyId: string;
  filters: ScopedLeadFilters;
  batchSize?: number;
}): Promise<ReadableStream<Uint8Array>> {
  const limit = opts.batchSize ?? BATCH;
  const read = (cursor: string | null) =>
    listLeads({
      db: opts.db,
      agencyId: opts.agencyId,
      // Diagnóstico's test leads are nobody's: not in the file that goes to a CRM or a spreadsheet.
      filters: { ...opts.filters, withoutTests: true },
      cursor,
      limit,
    });
  const encoder = new TextEncoder();
  let batch = await read(null);
  let header = BOM + csvLine([...leadCsvHeaders]);

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      controller.enqueue(encoder.encode(header + batch.rows.map(leadLine).join('')));
      header = '';
      if (batch.nextCursor === null) controller.close();
      else batch = await read(batch.nextCursor);
    },
  });
}
