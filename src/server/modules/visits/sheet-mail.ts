import { eq } from 'drizzle-orm';
import { visitPaths } from '../../../shared/visits';
import type { AppDeps } from '../../context';
import { agencies, visitSheets, visits } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import { escapeHtml } from '../../lib/html';
import { link, mailDocument, mailStyle, row } from '../../providers/mail/frame';
import { visitManageToken } from './manage-token';
import { sheetFilename } from './sheet-store';
import { formatSheetAddress } from './visit-sheet';

type SheetRow = typeof visitSheets.$inferSelect;

/**
 * The parte de visita's messages: the one-time code (e-mail or SMS, sent at once: the visitor is
 * waiting for it with the agent) and, once the agent has signed, the visitor's copy of the PDF
 * (e-mailed with it attached; a visitor who gave only a phone gets an SMS with their visit's
 * link, where the PDF downloads).
 */
export const sheetMailTexts = {
  codeSubject: (code: string) => `${code} es tu código para firmar el parte de visita`,
  codeBody: (code: string, agency: string) =>
    `Tu código para firmar el parte de visita con ${agency} es ${code}. Caduca en 10 minutos.\n\nSi no estás visitando un inmueble con esta agencia, no hagas nada: sin el código no se puede firmar en tu nombre.`,
  codeSms: (code: string, agency: string) =>
    `Escaparate: tu código para firmar el parte de visita con ${agency} es ${code}. Caduca en 10 minutos.`,
  signedSubject: (reference: string) => `Tu parte de visita firmado (${reference})`,
  signedIntro: (agency: string) =>
    `Aquí tienes tu copia del parte de visita que has firmado con ${agency}. Va adjunta en PDF; guárdala.`,
  signedFacts: 'Inmueble',
  hashLabel: 'Huella SHA-256 del contenido firmado',
  manageCta: 'Ver tu visita',
  signedSms: (agency: string, url: string) =>
    `Escaparate: tu copia del parte de visita firmado con ${agency} está en ${url}`,
  signature: 'El equipo de Escaparate',
} as const;

/** Sends the code where the visitor chose; false when the provider failed (the page says so). */
export async function sendSheetCode(
  deps: Pick<AppDeps, 'mailer' | 'sms' | 'logger' | 'database'>,
  issued: { code: string; to: { kind: 'email' | 'phone'; value: string }; sheet: SheetRow },
): Promise<boolean> {
  const agency = issued.sheet.agencyIdentity.name;
  try {
    if (issued.to.kind === 'email') {
      const text = sheetMailTexts.codeBody(issued.code, agency);
      await deps.mailer.send({
        to: issued.to.value,
        subject: sheetMailTexts.codeSubject(issued.code),
        text,
        html: mailDocument(
          [
            row(mailStyle.title, escapeHtml(issued.code)),
            ...text.split('\n\n').map((p) => row(mailStyle.p, escapeHtml(p))),
          ].join('\n'),
        ),
      });
    } else {
      await deps.sms.send({ to: issued.to.value, body: sheetMailTexts.codeSms(issued.code, agency) });
    }
    return true;
  } catch (err) {
    deps.logger.error({ err, sheetId: issued.sheet.id, kind: issued.to.kind }, 'visit sheet code not sent');
    return false;
  }
}

/** Queues the visitor's copy after the agent's signature (one per sheet). */
export async function queueSheetMail(deps: Pick<AppDeps, 'jobs' | 'logger'>, sheetId: string): Promise<void> {
  await deps.jobs
    .send(JOBS.visitSheetMail, { sheetId }, { singletonKey: `visit-sheet:${sheetId}` })
    .catch((err) => deps.logger.error({ err, sheetId }, 'could not queue a visit sheet e-mail'));
}

/** The job: e-mails the signed PDF to the visitor (or sends the link by SMS). */
export async function sendSheetMail(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'sms' | 'secret' | 'env'>,
  sheetId: string,
): Promise<'sent' | 'sms' | 'gone'> {
  const { db } = deps.database;
  const [found] = await db
    .select({ sheet: visitSheets, visit: visits, agencyEmail: agencies.email })
    .from(visitSheets)
    .innerJoin(visits, eq(visits.id, visitSheets.visitId))
    .innerJoin(agencies, eq(agencies.id, visitSheets.agencyId))
    .where(eq(visitSheets.id, sheetId));
  const pdf = found?.sheet.pdf;
  if (!found || !pdf || found.sheet.status !== 'signed') return 'gone';
  const { sheet, visit } = found;
  const agency = sheet.agencyIdentity.name;
  const manageUrl = new URL(
    visitPaths.manageOf(visitManageToken(deps.secret, visit.uid)),
    deps.env.PUBLIC_URL,
  ).href;
  if (!visit.visitorEmail) {
    if (!visit.visitorPhone) return 'gone';
    await deps.sms.send({
      to: visit.visitorPhone,
      body: sheetMailTexts.signedSms(agency, `${manageUrl}/parte.pdf`),
    });
    return 'sms';
  }
  const address = formatSheetAddress(sheet.address);
  const intro = sheetMailTexts.signedIntro(agency);
  const text = [
    intro,
    '',
    `${sheetMailTexts.signedFacts}: ${address}`,
    `${sheetMailTexts.hashLabel}: ${sheet.contentSha256}`,
    '',
    `${sheetMailTexts.manageCta}:`,
    manageUrl,
    '',
    sheetMailTexts.signature,
  ].join('\n');
  await deps.mailer.send({
    to: visit.visitorEmail,
    subject: sheetMailTexts.signedSubject(sheet.propertyReference),
    text,
    html: mailDocument(
      [
        row(mailStyle.p, escapeHtml(intro)),
        row(
          mailStyle.p,
          `<strong>${escapeHtml(sheetMailTexts.signedFacts)}:</strong> ${escapeHtml(address)}`,
        ),
        row(
          mailStyle.small,
          `${escapeHtml(sheetMailTexts.hashLabel)}:<br><span style="word-break:break-all">${escapeHtml(sheet.contentSha256 ?? '')}</span>`,
        ),
        row('padding:16px 0 24px', link(manageUrl, sheetMailTexts.manageCta, mailStyle.button)),
      ].join('\n'),
    ),
    replyTo: found.agencyEmail ?? undefined,
    leadIds: [visit.leadId],
    attachments: [
      {
        filename: sheetFilename(sheet.propertyReference, visit.startAt),
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  });
  return 'sent';
}
