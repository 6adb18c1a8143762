import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { agencies, leads, listings, users } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { agencyInbox } from './agency-inbox';
import { getNotificationPreferences } from './get-notification-preferences';

/** The flood digest's Spanish texts (one place). */
export const floodDigestTexts = {
  subject: (title: string) => `Solicitudes sospechosas en «${title}»`,
  greeting: (agency: string) => `Hola, ${agency}:`,
  body: (count: number, title: string) =>
    `Desde hace unos minutos, «${title}» está recibiendo muchas solicitudes seguidas: ${count === 1 ? 'una parece' : `${count} parecen`} automática${count === 1 ? '' : 's'} o repetida${count === 1 ? '' : 's'}. Las hemos guardado marcadas como «Sospechoso», sin avisarte de cada una.`,
  realOnes:
    'Las solicitudes normales siguen llegando y te avisamos de cada una como siempre. Revisa las sospechosas por si alguna es de un comprador real:',
  cta: 'Ver las solicitudes sospechosas',
  signature: 'El equipo de Escaparate',
} as const;

export type FloodDigestOutcome = 'sent' | 'disabled' | 'nothing' | 'listing_gone';

/**
 * The lead-flood-digest job: one e-mail about the suspicious leads a listing received since
 * `since`, instead of one alert each. Honours the "leads by e-mail" preference like the alerts.
 */
export async function sendFloodDigest(opts: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  listingId: string;
  since: Date;
}): Promise<FloodDigestOutcome> {
  const { db } = opts;
  const [row] = await db
    .select({
      agencyId: agencies.id,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      ownerEmail: users.email,
      title: listings.title,
    })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .innerJoin(users, eq(users.id, agencies.ownerUserId))
    .where(eq(listings.id, opts.listingId));
  if (!row) return 'listing_gone';
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(eq(leads.listingId, opts.listingId), isNotNull(leads.suspicion), gte(leads.createdAt, opts.since)),
    );
  if (!count) return 'nothing';
  const preferences = await getNotificationPreferences({ db, agencyId: row.agencyId });
  if (!preferences.leads_email) return 'disabled';
  const url =
    opts.publicUrl +
    `${paths.dashboard.leads}?${new URLSearchParams({ listingId: opts.listingId, suspicious: 'only' })}`;
  await opts.mailer.send(
    floodDigestMessage({
      to: agencyInbox(row.agencyEmail, row.ownerEmail),
      agencyName: row.agencyName,
      title: row.title,
      count,
      url,
    }),
  );
  return 'sent';
}

/** Plain text and simple HTML; the title is the agency's own, still escaped. */
export function floodDigestMessage(d: {
  to: string;
  agencyName: string;
  title: string;
  count: number;
  url: string;
}): MailMessage {
  const t = floodDigestTexts;
  const title = d.title.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const paragraphs = [t.greeting(d.agencyName), t.body(d.count, title), t.realOnes];
  return {
    to: d.to,
    subject: t.subject(title).slice(0, 200),
    text: [...paragraphs, d.url, '', t.signature].join('\n\n'),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(d.url)}" style="color:#b93f3e">${escapeHtml(t.cta)}</a></p><p>${escapeHtml(t.signature)}</p></body></html>`,
  };
}
