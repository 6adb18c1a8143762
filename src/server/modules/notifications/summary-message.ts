import { figureTexts } from '../../../shared/analytics';
import { countFormat, formatPct } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { escapeHtml } from '../../lib/html';
import { link, mailStyle, row } from '../../providers/mail/frame';
import type { MailMessage } from '../../providers/mail/mailer';
import { type ActivityMailLinks, activityMail } from './activity-mail';
import { type ListingLineFacts, listingKind, listingPrice } from './listing-line';
import type { SummaryKind } from './spain-time';

/** A period's figures, as the analytics screen counts them. */
export interface SummaryFigures {
  views: number;
  qrSharePct: number;
  leads: number;
  conversionPct: number;
  /** The listing with the most leads, then views, in the period (null if it was deleted since). */
  best: ({ title: string; views: number; leads: number } & ListingLineFacts) | null;
}

const dayFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const plural = (n: number, one: string, many: string) => `${countFormat.format(n)} ${n === 1 ? one : many}`;

/** The summaries' Spanish texts (one place). */
export const summaryTexts = {
  subject: (kind: SummaryKind, period: string, views: number, leads: number) =>
    `${kind === 'daily' ? 'Tu resumen del' : 'Tu resumen semanal,'} ${period}: ${plural(views, 'vista', 'vistas')} y ${plural(leads, 'lead', 'leads')}`,
  period: (kind: SummaryKind, from: string, to: string) =>
    kind === 'daily'
      ? dayFormat.format(at(from))
      : `del ${shortFormat.format(at(from))} al ${shortFormat.format(at(to))}`,
  greeting: (agency: string) => `Hola, ${agency}:`,
  title: (kind: SummaryKind, period: string) =>
    kind === 'daily' ? `Así fue el ${period}, en tus inmuebles` : `Así fue tu semana, ${period}`,
  views: figureTexts.views,
  leads: figureTexts.leads,
  conversion: figureTexts.conversion,
  conversionHint: `${figureTexts.conversionHint} de tus microsites.`,
  qrShare: (pct: number) => figureTexts.qrShareHint(formatPct(pct)),
  best: 'Tu mejor inmueble',
  bestLine: (views: number, leads: number) =>
    `${plural(views, 'vista', 'vistas')} · ${plural(leads, 'lead', 'leads')}`,
  cta: 'Ver mis analíticas',
  hours: 'Días completos en hora peninsular.',
} as const;

function kpiTable(f: SummaryFigures): string {
  const t = summaryTexts;
  const cell = (label: string, value: string) =>
    `<td width="33%" style="padding:12px 8px;text-align:center;background:#fdf1f1;border-radius:8px"><div style="font-size:24px;font-weight:bold;color:#1a1a1a">${escapeHtml(value)}</div><div style="font-size:13px;color:#555555">${escapeHtml(label)}</div></td>`;
  const gap = '<td width="8" style="font-size:0">&nbsp;</td>';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${cell(t.views, countFormat.format(f.views))}${gap}${cell(t.leads, countFormat.format(f.leads))}${gap}${cell(t.conversion, formatPct(f.conversionPct))}</tr></table>`;
}

/** A daily or weekly summary e-mail, with its unsubscribe link and headers. */
export function summaryMessage(
  s: {
    to: string;
    agencyName: string;
    period: { kind: SummaryKind; from: string; to: string };
    figures: SummaryFigures;
  },
  links: ActivityMailLinks,
): MailMessage {
  const t = summaryTexts;
  const f = s.figures;
  const { kind } = s.period;
  const period = t.period(kind, s.period.from, s.period.to);
  const title = t.title(kind, period);
  const analytics = links.publicUrl + paths.dashboard.analytics;
  const best = f.best
    ? {
        title: f.best.title.replace(/[\s\p{Cc}]+/gu, ' ').trim(),
        ad: `${listingKind(f.best)} · ${listingPrice(f.best)}`,
        line: t.bestLine(f.best.views, f.best.leads),
      }
    : null;
  const text = [
    t.greeting(s.agencyName),
    '',
    title,
    '',
    `${t.views}: ${countFormat.format(f.views)} (${t.qrShare(f.qrSharePct)})`,
    `${t.leads}: ${countFormat.format(f.leads)}`,
    `${t.conversion}: ${formatPct(f.conversionPct)} (${t.conversionHint})`,
    ...(best ? ['', `${t.best}: ${best.title} (${best.line})`, best.ad] : []),
    '',
    `${t.cta}: ${analytics}`,
    t.hours,
  ];
  const rows = [
    row(mailStyle.p, escapeHtml(t.greeting(s.agencyName))),
    row(mailStyle.title, escapeHtml(title)),
    row('padding-bottom:8px', kpiTable(f)),
    row(
      'font-size:12px;color:#555555;padding-bottom:20px',
      `${escapeHtml(t.conversionHint)} ${escapeHtml(t.qrShare(f.qrSharePct))}.`,
    ),
    ...(best
      ? [
          row(
            'font-size:13px;font-weight:bold;text-transform:uppercase;color:#555555;padding-bottom:4px',
            escapeHtml(t.best),
          ),
          row(
            mailStyle.p,
            `<strong>${escapeHtml(best.title)}</strong><br>${escapeHtml(best.ad)}<br><span style="color:#555555">${escapeHtml(best.line)}</span>`,
          ),
        ]
      : []),
    row('padding-bottom:16px', link(analytics, t.cta, mailStyle.button)),
    row('font-size:12px;color:#555555;padding-bottom:8px', escapeHtml(t.hours)),
  ];
  const key = kind === 'daily' ? 'daily_summary' : 'weekly_summary';
  return activityMail(
    { to: s.to, subject: t.subject(kind, period, f.views, f.leads), key, text, rows },
    links,
  );
}
