import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import { visitLogPageTexts as t } from '../../../shared/visit-links';
import { visitTexts } from '../../../shared/visits';
import { escapeHtml } from '../../lib/html';
import type { VisitLog, VisitLogRow } from './visit-log';

const when = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SPAIN_TIME_ZONE,
});

const stars = (n: number) =>
  `<span role="img" aria-label="${t.stars(n)}">${'★'.repeat(n)}${'☆'.repeat(5 - n)}</span>`;

/** Rating and comment share a column, so the table fits a phone's width. */
const opinion = (v: VisitLogRow) =>
  [v.rating ? stars(v.rating) : '', v.comment ? escapeHtml(v.comment) : ''].filter(Boolean).join('<br>');

const row = (v: VisitLogRow) =>
  `<tr><td>${escapeHtml(when.format(v.startAt))}</td><td>${escapeHtml(visitTexts.status[v.status])}</td>` +
  `<td>${opinion(v)}</td></tr>`;

/**
 * The body of the owner's visit log: counts and the table, as safe HTML for the site's document
 * page (its header, footer and styles). Every value is escaped; nothing about who visited is given.
 */
export function visitLogHtml(log: VisitLog, now = new Date()): string {
  const done = log.visits.filter((v) => v.status === 'done').length;
  const rated = log.visits.filter((v) => v.rating);
  const average = rated.length
    ? (rated.reduce((sum, v) => sum + v.rating!, 0) / rated.length).toLocaleString('es-ES', {
        maximumFractionDigits: 1,
      })
    : null;
  const counts = [
    `<li><strong>${t.booked}:</strong> ${log.visits.length}</li>`,
    `<li><strong>${t.done}:</strong> ${done}</li>`,
    ...(average ? [`<li><strong>${t.rated}:</strong> ${average} / 5</li>`] : []),
  ];
  const table = log.visits.length
    ? // The site's tables scroll sideways when too wide: focusable, so a keyboard can scroll it too.
      `<table tabindex="0" aria-label="${t.tableLabel}"><thead><tr><th scope="col">${t.when}</th><th scope="col">${t.status}</th><th scope="col">${t.opinion}</th></tr></thead><tbody>${log.visits.map(row).join('')}</tbody></table>`
    : `<p>${t.none}</p>`;
  return `<ul data-visit-counts>${counts.join('')}</ul>${table}<p><small>${escapeHtml(t.updated(when.format(now)))}</small></p>`;
}
