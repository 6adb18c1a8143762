import { formatPlanPrice, type PlanView, TRIAL_DAYS } from '../../../shared/billing';
import { CONSENT_COOKIE, type CookieCategory, cookieMaxDays, cookieTexts } from '../../../shared/legal';
import { SESSION_DAYS } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { CompanyIdentity } from '../../env';
import { listPlans } from '../billing/list-plans';
import type { PlaceholderValues } from './fill-placeholders';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** One line per plan, from the plans table: name, monthly price and limits (null = unlimited). */
export function planLines(plans: PlanView[]): string {
  return plans
    .map((p) => {
      const listings =
        p.maxListings === null
          ? 'inmuebles publicados ilimitados'
          : `hasta ${plural(p.maxListings, 'inmueble publicado', 'inmuebles publicados')}`;
      const renders =
        p.rendersPerMonth === null
          ? 'renders con IA ilimitados'
          : `${plural(p.rendersPerMonth, 'render con IA', 'renders con IA')} al mes`;
      return `- **${p.name}**: ${formatPlanPrice(p.priceMonthCents)} al mes, ${listings} y ${renders}.`;
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

function durationLines(): string {
  const categories: CookieCategory[] = ['essential', 'performance', 'functionality', 'marketing'];
  return categories
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
    'company.registry': company.registry ?? 'no consta inscripción en un registro público',
    'sales.email': opts.salesEmail,
    'plans.list': { markdown: planLines(plans) },
    'plans.maxListings': String(limits.length ? Math.max(...limits) : 0),
    'trial.days': String(TRIAL_DAYS),
    'cookies.list': { markdown: cookieLines(opts.publicUrl.startsWith('https:')) },
    'cookies.durations': { markdown: durationLines() },
  };
}
