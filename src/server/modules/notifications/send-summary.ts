import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, summarySends, users } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import { agencyInbox } from './agency-inbox';
import { getNotificationPreferences } from './get-notification-preferences';
import type { SummaryPeriod } from './spain-time';
import { summaryFigures } from './summary-figures';
import { summaryMessage } from './summary-message';

export type SummaryOutcome = 'sent' | 'already_sent' | 'disabled' | 'nothing' | 'agency_gone';

/**
 * One agency's summary of one period. The row of `summary_sends` is claimed before the e-mail
 * goes out: a second worker, instance or run of the job finds it and sends nothing. If the mailer
 * fails, the claim is given back and the error rethrown, so the job's retry sends it. A crash in
 * the instant between the two loses that one summary rather than sending it twice.
 */
export async function sendSummary(opts: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  agencyId: string;
  period: Pick<SummaryPeriod, 'kind' | 'from' | 'to'>;
}): Promise<SummaryOutcome> {
  const { db, agencyId, period } = opts;
  const [agency] = await db
    .select({ name: agencies.name, email: agencies.email, ownerEmail: users.email })
    .from(agencies)
    .innerJoin(users, eq(users.id, agencies.ownerUserId))
    .where(eq(agencies.id, agencyId));
  if (!agency) return 'agency_gone';
  const preferences = await getNotificationPreferences({ db, agencyId });
  if (!preferences[period.kind === 'daily' ? 'daily_summary' : 'weekly_summary']) return 'disabled';
  const figures = await summaryFigures(db, { agencyId, from: period.from, to: period.to });
  if (figures.views + figures.leads === 0) return 'nothing';

  const key = { agencyId, kind: period.kind, periodStart: period.from };
  const claimed = await db.insert(summarySends).values(key).onConflictDoNothing().returning();
  if (!claimed.length) return 'already_sent';
  const where = and(
    eq(summarySends.agencyId, agencyId),
    eq(summarySends.kind, period.kind),
    eq(summarySends.periodStart, period.from),
  );
  try {
    await opts.mailer.send(
      summaryMessage(
        { to: agencyInbox(agency.email, agency.ownerEmail), agencyName: agency.name, period, figures },
        { publicUrl: opts.publicUrl, secret: opts.secret, agencyId },
      ),
    );
  } catch (err) {
    await db.delete(summarySends).where(and(where, isNull(summarySends.sentAt)));
    throw err;
  }
  await db.update(summarySends).set({ sentAt: new Date() }).where(where);
  return 'sent';
}
