import { desc, eq } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { agencies, users, webhookAttempts, webhookEndpoints } from '../../db/schema';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { mailLayout } from '../../providers/mail/templates';

/** The e-mail's Spanish texts (one place). */
export const webhookDisabledTexts = {
  subject: 'Hemos desactivado un webhook de Escaparate',
  title: 'Hemos desactivado tu webhook',
  intro: (agency: string, url: string, lastError: string) =>
    `Hola, ${agency}: durante 24 horas todos los intentos de enviar tus leads a ${url} han fallado (último resultado: ${lastError}). Para no seguir intentándolo lo hemos desactivado.`,
  outro:
    'Tus leads siguen guardados en Escaparate y te seguimos avisando por e-mail. Los de este periodo no se reenviarán. Cuando el receptor funcione, vuelve a activarlo en Configuración → Webhooks y pulsa «Enviar prueba» para comprobarlo.',
  cta: 'Revisar webhooks',
  signature: 'El equipo de Escaparate',
} as const;

export function webhookDisabledMessage(d: {
  to: string;
  agencyName: string;
  url: string;
  lastError: string;
  settingsUrl: string;
}): MailMessage {
  const t = webhookDisabledTexts;
  const intro = t.intro(d.agencyName, d.url, d.lastError);
  return {
    to: d.to,
    subject: t.subject,
    text: `${intro}\n\n${t.outro}\n\n${t.cta}: ${d.settingsUrl}\n\n${t.signature}`,
    html: mailLayout(t.title, intro, t.cta, d.settingsUrl, t.outro),
  };
}

export type DisabledMailOutcome = 'sent' | 'not_disabled';

/**
 * The webhook-disabled-mail job: tells the agency's owner that an endpoint was switched off after
 * failing for 24 h. Skipped if it was switched back on meanwhile.
 */
export async function sendWebhookDisabledMail(opts: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  endpointId: string;
}): Promise<DisabledMailOutcome> {
  const { db } = opts;
  const [row] = await db
    .select({ endpoint: webhookEndpoints, agencyName: agencies.name, ownerEmail: users.email })
    .from(webhookEndpoints)
    .innerJoin(agencies, eq(agencies.id, webhookEndpoints.agencyId))
    .innerJoin(users, eq(users.id, agencies.ownerUserId))
    .where(eq(webhookEndpoints.id, opts.endpointId));
  if (!row || row.endpoint.enabled || row.endpoint.disabledReason !== 'failing') return 'not_disabled';
  const [last] = await db
    .select({ statusCode: webhookAttempts.statusCode, error: webhookAttempts.error })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.endpointId, opts.endpointId))
    .orderBy(desc(webhookAttempts.createdAt))
    .limit(1);
  const lastError = last?.error ?? (last?.statusCode ? `respuesta HTTP ${last.statusCode}` : 'sin respuesta');
  await opts.mailer.send(
    webhookDisabledMessage({
      to: row.ownerEmail,
      agencyName: row.agencyName,
      url: row.endpoint.url,
      lastError,
      settingsUrl: `${opts.publicUrl}${paths.dashboard.settings}#webhooks-section`,
    }),
  );
  return 'sent';
}
