import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { LeadPersonPreview } from '../../../shared/lead-deletion';
import type { Db } from '../../db/client';
import { leadErasures, leads } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { AppError } from '../../lib/app-error';
import { removeLeads } from './delete-leads';

/** A phone's digits, without a Spanish prefix: "+34 600 12 34 56" and "600123456" are one phone. */
const phoneKey = (phone: SQL | typeof leads.phone) =>
  sql`regexp_replace(regexp_replace(${phone}, '[^0-9]', '', 'g'), '^(00)?34([0-9]{9})$', '\\2')`;

/** The chosen lead of the agency (404 for another agency's id, like an unknown one). */
async function chosenLead(db: Pick<Db, 'select'>, agencyId: string, leadId: string) {
  if (!isUuid(leadId)) throw new AppError('not_found');
  const [lead] = await db
    .select({ firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.agencyId, agencyId)));
  if (!lead) throw new AppError('not_found');
  return lead;
}

/** The agency's leads with the lead's e-mail (any case) or phone (any spacing), the lead included. */
function samePerson(agencyId: string, leadId: string, lead: { email: string | null; phone: string | null }) {
  const digits = lead.phone?.replace(/\D/g, '') ?? '';
  return and(
    eq(leads.agencyId, agencyId),
    or(
      eq(leads.id, leadId),
      lead.email ? sql`lower(${leads.email}) = ${lead.email.toLowerCase()}` : undefined,
      digits ? sql`${phoneKey(leads.phone)} = ${phoneKey(sql`${digits}`)}` : undefined,
    ),
  );
}

/** What the confirmation of "Borrar los datos de esta persona" names: who, and how many leads. */
export async function previewPersonErasure(opts: {
  db: Db;
  agencyId: string;
  leadId: string;
}): Promise<LeadPersonPreview> {
  const lead = await chosenLead(opts.db, opts.agencyId, opts.leadId);
  const [row] = await opts.db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(samePerson(opts.agencyId, opts.leadId, lead));
  return {
    name: `${lead.firstName} ${lead.lastName}`.trim(),
    email: lead.email,
    phone: lead.phone,
    leadCount: row?.n ?? 0,
  };
}

/**
 * RGPD art. 17: deletes every lead of the agency with the chosen lead's e-mail or phone, in one
 * transaction, and records that it happened (when, the member, how many leads) without any of
 * the person's data. Another agency's leads are never read nor touched.
 */
export async function erasePerson(opts: {
  db: Db;
  agencyId: string;
  memberId: string | null;
  leadId: string;
}): Promise<number> {
  return opts.db.transaction(async (tx) => {
    const lead = await chosenLead(tx, opts.agencyId, opts.leadId);
    const rows = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(samePerson(opts.agencyId, opts.leadId, lead))
      .for('update');
    const deleted = await removeLeads(
      tx,
      opts.agencyId,
      rows.map((r) => r.id),
    );
    await tx
      .insert(leadErasures)
      .values({ agencyId: opts.agencyId, memberId: opts.memberId, leadCount: deleted });
    return deleted;
  });
}
