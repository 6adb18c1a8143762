import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  formatVisitTime,
  type VisitMailKind,
  type VisitSnapshot,
  type VisitStatus,
  type VisitView,
  visitMailTextsIn,
  visitPaths,
  visitStatusTextsIn,
} from '../../../shared/visits';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { agencies, listings, users, visits } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import type { JobQueue, QueuedJob } from '../../jobs/queue';
import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from '../../providers/mail/frame';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { agencyInbox } from '../notifications/agency-inbox';
import { type IcsEvent, visitInvitation } from './ics';
import { visitManageToken } from './manage-token';

type VisitRow = typeof visits.$inferSelect;

/** The e-mails the reminder sweep sends (visit-reminders.ts), each once per visit and time. */
export const SWEPT_KINDS = ['reminder24h', 'reminder2h', 'feedback'] as const;
type SweptKind = (typeof SWEPT_KINDS)[number];
const isSwept = (kind: VisitMailKind): kind is SweptKind => (SWEPT_KINDS as readonly string[]).includes(kind);

/** The column that says a swept e-mail was sent (claimed before it goes, given back if it fails). */
const SENT_COLUMN = {
  reminder24h: visits.reminded24hAt,
  reminder2h: visits.reminded2hAt,
  feedback: visits.feedbackAskedAt,
} as const;
const SENT_FIELD = {
  reminder24h: 'reminded24hAt',
  reminder2h: 'reminded2hAt',
  feedback: 'feedbackAskedAt',
} as const satisfies Record<SweptKind, keyof VisitRow>;

/** What one visit e-mail needs besides the visit. */
export interface VisitMailFacts {
  visit: VisitRow;
  listingTitle: string;
  address: string | null;
  agencyName: string;
  agencyEmail: string;
  manageUrl: string;
  feedbackUrl: string;
}

const CANCELING: readonly VisitMailKind[] = ['declined', 'canceled'];

/** The visit as an iCalendar event (ics.ts): one UID for life, the visit's sequence; its words in the visit's language. */
export function visitEvent(f: VisitMailFacts, stamp: Date): IcsEvent {
  const { visit } = f;
  const texts = visitMailTextsIn[visit.locale];
  return {
    uid: visit.uid,
    sequence: visit.sequence,
    start: visit.startAt,
    end: visit.endAt,
    stamp,
    summary: texts.eventSummary(f.listingTitle),
    location: f.address ?? undefined,
    description: `${texts.manageCta}: ${f.manageUrl}`,
    url: f.manageUrl,
    organizer: { name: f.agencyName, email: f.agencyEmail },
    attendees: visit.visitorEmail ? [{ name: visit.visitorName, email: visit.visitorEmail }] : [],
    status: visit.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  };
}

/**
 * The visitor's e-mail of one kind, in the frame of every Escaparate e-mail: what changed, the
 * day and time (Madrid), the address, the manage link (the opinion form's for `feedback`), and for
 * a change the .ics (REQUEST, or CANCEL when the visit is called off). In the language the visit
 * was booked in (visits.locale).
 */
export function visitMailMessage(kind: VisitMailKind, f: VisitMailFacts, now: Date): MailMessage {
  const { visit } = f;
  const texts = visitMailTextsIn[visit.locale];
  const intro = texts.intro[kind](f.agencyName);
  const when = formatVisitTime(visit.startAt, visit.locale);
  const cta = kind === 'feedback' ? texts.feedbackCta : texts.manageCta;
  const url = kind === 'feedback' ? f.feedbackUrl : f.manageUrl;
  const facts: [string, string][] = [
    [texts.whenLabel, when],
    ...(f.address ? [[texts.whereLabel, f.address] as [string, string]] : []),
    [texts.statusLabel, visitStatusTextsIn[visit.locale][visit.status]],
  ];
  const withCalendar = !isSwept(kind);
  const text = [
    intro,
    '',
    f.listingTitle,
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `${cta}:`,
    url,
    '',
    ...(withCalendar ? [texts.calendarHint, ''] : []),
    ...(kind === 'feedback' ? [] : [texts.outro, '']),
    texts.signature,
  ].join('\n');
  const framed = mailDocument(
    [
      row(mailStyle.title, escapeHtml(f.listingTitle)),
      row(mailStyle.p, escapeHtml(intro)),
      row(
        mailStyle.p,
        facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>'),
      ),
      row('padding-bottom:24px', link(url, cta, mailStyle.button)),
      ...(withCalendar ? [row(mailStyle.p, escapeHtml(texts.calendarHint))] : []),
      row(
        mailStyle.small,
        `${kind === 'feedback' ? '' : `${escapeHtml(texts.outro)}<br><br>`}${escapeHtml(texts.fallback)}<br><span style="word-break:break-all">${escapeHtml(url)}</span>`,
      ),
    ].join('\n'),
  );
  // The shared frame (providers/mail/frame.ts) is written for Spanish e-mails: an English one says so.
  const html =
    visit.locale === 'es' ? framed : framed.replace('<html lang="es">', `<html lang="${visit.locale}">`);
  const method = CANCELING.includes(kind) ? 'CANCEL' : 'REQUEST';
  return {
    to: visit.visitorEmail!,
    subject: texts.subject[kind](f.listingTitle),
    text,
    html,
    replyTo: f.agencyEmail,
    // The visitor's data is the lead's: erasing the lead erases this copy too.
    leadIds: [visit.leadId],
    ...(withCalendar && {
      calendar: {
        method,
        content: visitInvitation({ method, event: visitEvent(f, now) }),
        filename: texts.attachmentName,
      },
    }),
  };
}

/** The visit with its listing and agency, as its e-mails show them. */
async function loadFacts(
  db: Db,
  visitId: string,
  links: { secret: string; publicUrl: string },
): Promise<VisitMailFacts | null> {
  const [found] = await db
    .select({
      visit: visits,
      title: listings.title,
      address: listings.address,
      city: listings.city,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      ownerEmail: users.email,
    })
    .from(visits)
    .innerJoin(agencies, eq(agencies.id, visits.agencyId))
    .innerJoin(users, eq(users.id, agencies.ownerUserId))
    .leftJoin(listings, eq(listings.id, visits.listingId))
    .where(eq(visits.id, visitId));
  if (!found) return null;
  const token = visitManageToken(links.secret, found.visit.uid);
  const address = [found.address, found.city].filter(Boolean).join(', ') || null;
  return {
    visit: found.visit,
    listingTitle: found.title ?? found.agencyName,
    address,
    agencyName: found.agencyName,
    agencyEmail: agencyInbox(found.agencyEmail, found.ownerEmail),
    manageUrl: links.publicUrl + visitPaths.manageOf(token),
    feedbackUrl: links.publicUrl + visitPaths.feedbackOf(token),
  };
}

export type VisitMailJob = { visitId: string; kind: VisitMailKind; sequence: number; at?: VisitSnapshot };

/** A change's snapshot from a visit row or view. */
export function snapshotOf(
  v: { status: VisitStatus; startAt: Date; endAt: Date } | VisitView,
): VisitSnapshot {
  return 'startAt' in v
    ? { status: v.status, start: v.startAt.toISOString(), end: v.endAt.toISOString() }
    : { status: v.status, start: v.start, end: v.end };
}

/**
 * Queues the visitor's e-mail about a change, after the change committed: a mail that fails never
 * undoes it. The key (visit, kind, sequence) keeps one job per change however often it is asked.
 * A queue that fails is logged; the change stands.
 */
export async function queueVisitMail(
  deps: Pick<AppDeps, 'jobs' | 'logger'>,
  visit: MailedVisit,
  kind: VisitMailKind,
): Promise<void> {
  const job = visitMailJob(visit, kind);
  if (!job) return;
  await deps.jobs
    .send(job.name, job.data, job.options)
    .catch((err) => deps.logger.error({ err, visitId: visit.id, kind }, 'could not queue a visit e-mail'));
}

type MailedVisit = ({ status: VisitStatus; startAt: Date; endAt: Date } | VisitView) & {
  id: string;
  sequence: number;
  visitorEmail: string | null;
};

/** The visitor's e-mail about a change as a job (null without an e-mail), for `queueVisitMail` or a batch's `sendMany`. */
export function visitMailJob(visit: MailedVisit, kind: VisitMailKind) {
  if (!visit.visitorEmail) return null;
  return {
    name: JOBS.visitMail,
    data: { visitId: visit.id, kind, sequence: visit.sequence, at: snapshotOf(visit) },
    options: { singletonKey: `${visit.id}:${kind}:${visit.sequence}` },
  } satisfies QueuedJob;
}

/** Queues a swept e-mail (a reminder, the opinion request) from the sweep. */
export function queueSweptMail(jobs: JobQueue, visit: { id: string; sequence: number }, kind: SweptKind) {
  return jobs.send(
    JOBS.visitMail,
    { visitId: visit.id, kind, sequence: visit.sequence },
    { singletonKey: `${visit.id}:${kind}:${visit.sequence}` },
  );
}

export type VisitMailOutcome = 'sent' | 'no_email' | 'visit_gone' | 'superseded' | 'already_sent';

/**
 * The visit-mail job. A change's e-mail tells that change (the job's snapshot: status, time,
 * sequence), even when a later one came before it ran: the visitor hears of each, and a calendar
 * app keeps the highest SEQUENCE whatever order they arrive in.
 * A reminder or the opinion request is claimed in its column first (one UPDATE: two jobs, two
 * instances, one e-mail), and the claim is given back when the mailer fails, for the retry. A job
 * run again after the mail went out finds the column set and sends nothing.
 */
export async function sendVisitMail(
  opts: { db: Db; mailer: Mailer; secret: string; publicUrl: string; now?: Date },
  job: VisitMailJob,
): Promise<VisitMailOutcome> {
  const { db } = opts;
  const facts = await loadFacts(db, job.visitId, opts);
  if (!facts) return 'visit_gone';
  const { visit } = facts;
  if (!visit.visitorEmail) return 'no_email';
  const now = opts.now ?? new Date();
  if (!isSwept(job.kind)) {
    const at = job.at;
    const then = at
      ? {
          ...visit,
          status: at.status,
          startAt: new Date(at.start),
          endAt: new Date(at.end),
          sequence: job.sequence,
        }
      : visit;
    await opts.mailer.send(visitMailMessage(job.kind, { ...facts, visit: then }, now));
    return 'sent';
  }
  // A reminder of a time since changed is not sent: the sweep queues the new time's.
  if (visit.sequence !== job.sequence) return 'superseded';
  const column = SENT_COLUMN[job.kind];
  const state =
    job.kind === 'feedback'
      ? eq(visits.status, 'done')
      : and(eq(visits.status, 'confirmed'), gt(visits.startAt, sql`now()`));
  const claimed = await db
    .update(visits)
    .set({ [SENT_FIELD[job.kind]]: now })
    .where(and(eq(visits.id, visit.id), eq(visits.sequence, job.sequence), isNull(column), state))
    .returning({ id: visits.id });
  if (!claimed.length) return 'already_sent';
  try {
    await opts.mailer.send(visitMailMessage(job.kind, facts, now));
  } catch (err) {
    await db
      .update(visits)
      .set({ [SENT_FIELD[job.kind]]: null })
      .where(and(eq(visits.id, visit.id), eq(column, now)));
    throw err;
  }
  return 'sent';
}
