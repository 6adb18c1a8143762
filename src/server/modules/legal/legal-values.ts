import { cancellationRule, formatPlanPrice, type PlanView, TRIAL_DAYS } from '../../../shared/billing';
import { CONSENT_COOKIE, type CookieCategory, cookieMaxDays, cookieTexts } from '../../../shared/legal';
import { SESSION_DAYS } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { CompanyIdentity } from '../../env';
import { listPlans } from '../plans/list-plans';
import { escapeMarkdown, type PlaceholderValues } from './fill-placeholders';

/**
 * One line per plan: name, monthly price and the same lines its card shows (limits first), from
 * the one list of plan features, so the terms never promise more or less than the pricing page.
 */
export function planLines(plans: PlanView[]): string {
  return plans
    .map((p) => {
      const lines = p.features.map((f, i) => (i === 0 ? f : f.charAt(0).toLowerCase() + f.slice(1)));
      return `- **${p.name}**: ${formatPlanPrice(p.priceMonthCents)} al mes. ${lines.join('; ')}.`;
    })
    .join('\n');
}

function cookieLines(secure: boolean): string {
  const session = `${secure ? '__Secure-' : ''}better-auth.session_token`;
  return [
    `- \`${session}\`: mantiene tu sesión iniciada en el panel de forma segura. Esencial. Dura ${SESSION_DAYS} días, o hasta que cierras sesión.`,
    `- \`${CONSENT_COOKIE}\`: recuerda tu elección de cookies. Esencial. Dura ${cookieMaxDays.essential / 365} año.`,
  ].join('\n');
}

/** The same cookies, in the English cookie policy. */
function cookieLinesEn(secure: boolean): string {
  const session = `${secure ? '__Secure-' : ''}better-auth.session_token`;
  return [
    `- \`${session}\`: keeps you securely signed in to the dashboard. Essential. Lasts ${SESSION_DAYS} days, or until you sign out.`,
    `- \`${CONSENT_COOKIE}\`: remembers your cookie choice. Essential. Lasts ${cookieMaxDays.essential / 365} year.`,
  ].join('\n');
}

const categoryNamesEn: Record<CookieCategory, string> = {
  essential: 'Essential',
  performance: 'Performance',
  functionality: 'Functionality',
  marketing: 'Marketing',
};

const durationEn = (days: number) =>
  days % 365 === 0 ? `${days / 365} year${days === 365 ? '' : 's'}` : `${days} days`;

function durationLinesEn(): string {
  return cookieCategories
    .map((c) => `- **${categoryNamesEn[c]}**: up to ${durationEn(cookieMaxDays[c])}.`)
    .join('\n');
}

const cookieCategories: CookieCategory[] = ['essential', 'performance', 'functionality', 'marketing'];

function durationLines(): string {
  return cookieCategories
    .map(
      (c) =>
        `- **${cookieTexts.categories[c].name}**: ${cookieTexts.maxDuration(cookieMaxDays[c]).toLowerCase()}.`,
    )
    .join('\n');
}

/** Every `{{key}}` the legal pages may use: the company from configuration, plans from the database. */
export async function legalValues(opts: {
  db: Db;
  company: CompanyIdentity;
  publicUrl: string;
  salesEmail: string;
}): Promise<PlaceholderValues> {
  const { company } = opts;
  const plans = await listPlans(opts.db);
  const limits = plans.map((p) => p.maxListings).filter((n): n is number => n !== null);
  return {
    'site.name': 'Escaparate',
    'site.url': opts.publicUrl,
    'company.name': company.name,
    'company.nif': company.nif,
    'company.address': company.address,
    'company.email': company.email,
    // Shown only when given: a sole trader, or a company not yet registered, has no such line.
    'company.registryLine': {
      markdown: company.registry ? `- **Datos registrales:** ${escapeMarkdown(company.registry)}` : '',
    },
    // A server without COMPANY_* (development) says its identity is an example.
    'company.exampleNotice': {
      markdown: company.example
        ? '> **Servidor de desarrollo:** el titular, el NIF y el domicilio de esta página son datos de ejemplo. En producción el servidor no arranca sin los reales (`COMPANY_NAME`, `COMPANY_NIF`, `COMPANY_ADDRESS`, `COMPANY_EMAIL`).'
        : '',
    },
    'company.exampleNoticeEn': {
      markdown: company.example
        ? '> **Development server:** the owner, tax id and address on this page are example data. In production the server does not start without the real ones (`COMPANY_NAME`, `COMPANY_NIF`, `COMPANY_ADDRESS`, `COMPANY_EMAIL`).'
        : '',
    },
    'company.registryLineEn': {
      markdown: company.registry ? `- **Registry details:** ${escapeMarkdown(company.registry)}` : '',
    },
    'sales.email': opts.salesEmail,
    'plans.list': { markdown: planLines(plans) },
    'plans.maxListings': String(limits.length ? Math.max(...limits) : 0),
    'trial.days': String(TRIAL_DAYS),
    // The same sentences Settings and its dialogs show (one rule, one place).
    'cancel.trial': cancellationRule.trial,
    'cancel.paid': cancellationRule.paid,
    'cancel.resume': cancellationRule.resume,
    'cancel.data': cancellationRule.data,
    'cookies.list': { markdown: cookieLines(opts.publicUrl.startsWith('https:')) },
    'cookies.durations': { markdown: durationLines() },
    'cookies.listEn': { markdown: cookieLinesEn(opts.publicUrl.startsWith('https:')) },
    'cookies.durationsEn': { markdown: durationLinesEn() },
  };
}
