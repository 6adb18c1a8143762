import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import {
  FEEDBACK_COMMENT_MAX,
  formatVisitTime,
  visitManageTexts,
  visitPaths,
  visitTexts,
} from '../../../shared/visits';
import { escapeHtml } from '../../lib/html';

/**
 * The visitor's pages (manage link, opinion form): plain server HTML with forms that post back,
 * no script at all, in the colours of the Escaparate e-mails. Every text comes from
 * visitManageTexts; every value is escaped here.
 */
const STYLE = `*{box-sizing:border-box}body{margin:0;background:#f6f6f6;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px;margin-bottom:16px}
.brand{font-size:22px;font-weight:bold;color:#e56665;margin:0 0 16px}
h1{font-size:22px;margin:0 0 16px}h2{font-size:18px;margin:0 0 12px}
dl{margin:0}dt{font-size:13px;color:#555}dd{margin:0 0 12px;font-size:16px}
.note{background:#fff4e5;border-radius:8px;padding:12px;margin:0 0 16px}
.ok{background:#e8f5e9;border-radius:8px;padding:12px;margin:0 0 16px}
.error{background:#fdecea;color:#8a1c1b;border-radius:8px;padding:12px;margin:0 0 16px}
button{font:inherit;font-weight:bold;border:0;border-radius:8px;padding:12px 20px;min-height:44px;cursor:pointer;background:#e56665;color:#fff}
button.secondary{background:#fff;color:#b93f3e;border:2px solid #e56665}
select,textarea{font:inherit;width:100%;padding:10px;border:1px solid #bbb;border-radius:8px;margin:4px 0 12px;min-height:44px}
fieldset{border:0;padding:0;margin:0 0 12px}legend{font-weight:bold;margin-bottom:8px}
.rating{display:flex;gap:8px;flex-wrap:wrap}.rating label{display:flex;align-items:center;gap:4px;border:1px solid #bbb;border-radius:8px;padding:8px 12px;min-height:44px}
label{display:block}form{margin:0 0 12px}`;

function document(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="brand">Escaparate</p>${body}</main></body></html>`;
}

export interface ManagePageModel {
  token: string;
  title: string;
  address: string | null;
  agencyName: string;
  status: keyof typeof visitTexts.status;
  start: Date;
  proposedBy: 'visitor' | 'agency' | null;
  options: { cancel: boolean; reschedule: boolean; accept: boolean; feedback: boolean };
  slots: Date[];
  /** A message after a change (Post/Redirect/Get), or a refusal. */
  done?: string;
  error?: string;
}

const DAY = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const TIME = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The slots as one <select>, a group per Madrid day. */
function slotSelect(slots: Date[]): string {
  const days = new Map<string, Date[]>();
  for (const s of slots) {
    const day = DAY.format(s);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  const groups = [...days].map(
    ([day, list]) =>
      `<optgroup label="${escapeHtml(day)}">${list
        .map(
          (s) =>
            `<option value="${escapeHtml(s.toISOString())}">${escapeHtml(`${day}, ${TIME.format(s)}`)}</option>`,
        )
        .join('')}</optgroup>`,
  );
  return `<select id="slot" name="slot" required>${groups.join('')}</select>`;
}

export function managePage(m: ManagePageModel): string {
  const action = escapeHtml(visitPaths.manageOf(m.token));
  const facts = `<dl><dt>${escapeHtml(visitManageTexts.propertyLabel)}</dt><dd>${escapeHtml(m.title)}${
    m.address ? `<br>${escapeHtml(m.address)}` : ''
  }</dd><dt>${escapeHtml(visitManageTexts.agencyLabel)}</dt><dd>${escapeHtml(m.agencyName)}</dd><dt>${escapeHtml(
    visitManageTexts.whenLabel,
  )}</dt><dd>${escapeHtml(formatVisitTime(m.start))}</dd><dt>${escapeHtml(visitManageTexts.statusLabel)}</dt><dd>${escapeHtml(
    visitTexts.status[m.status],
  )}</dd></dl>`;
  const notes: string[] = [];
  if (m.done) notes.push(`<p class="ok" role="status">${escapeHtml(m.done)}</p>`);
  if (m.error) notes.push(`<p class="error" role="alert">${escapeHtml(m.error)}</p>`);
  if (m.options.accept) notes.push(`<p class="note">${escapeHtml(visitManageTexts.proposedByAgency)}</p>`);
  else if (m.status === 'requested' && m.proposedBy === 'visitor')
    notes.push(`<p class="note">${escapeHtml(visitManageTexts.proposedByVisitor)}</p>`);

  const buttons: string[] = [];
  if (m.options.accept)
    buttons.push(
      `<form method="post" action="${action}"><input type="hidden" name="action" value="accept"><button type="submit">${escapeHtml(visitManageTexts.accept)}</button></form>`,
    );
  if (m.options.cancel)
    buttons.push(
      `<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">${escapeHtml(visitManageTexts.cancel)}</button></form>`,
    );
  if (m.options.feedback)
    buttons.push(
      `<p><a href="${escapeHtml(visitPaths.feedbackOf(m.token))}">${escapeHtml(visitManageTexts.feedbackTitle)}</a></p>`,
    );
  const open = m.options.cancel || m.options.reschedule || m.options.accept || m.options.feedback;
  if (!open) buttons.push(`<p>${escapeHtml(visitManageTexts.closed)}</p>`);

  let reschedule = '';
  if (m.options.reschedule)
    reschedule = `<section class="card"><h2>${escapeHtml(visitManageTexts.rescheduleTitle)}</h2>${
      m.slots.length
        ? `<form method="post" action="${action}"><input type="hidden" name="action" value="reschedule"><label for="slot">${escapeHtml(
            visitTexts.chooseSlot,
          )}</label>${slotSelect(m.slots)}<button type="submit">${escapeHtml(visitManageTexts.reschedule)}</button></form>`
        : `<p>${escapeHtml(visitManageTexts.noSlots)}</p>`
    }</section>`;

  return document(
    visitManageTexts.metaTitle,
    `<section class="card"><h1>${escapeHtml(visitManageTexts.title)}</h1>${notes.join('')}${facts}${buttons.join('')}</section>${reschedule}`,
  );
}

export interface FeedbackPageModel {
  token: string;
  title: string;
  state: 'form' | 'saved' | 'already' | 'not_yet';
  values?: { rating?: string; comment?: string };
  errors?: Partial<Record<'rating' | 'comment', string>>;
}

export function feedbackPage(m: FeedbackPageModel): string {
  const back = `<p><a href="${escapeHtml(visitPaths.manageOf(m.token))}">${escapeHtml(visitManageTexts.title)}</a></p>`;
  const head = `<h1>${escapeHtml(visitManageTexts.feedbackTitle)}</h1><p>${escapeHtml(m.title)}</p>`;
  if (m.state !== 'form') {
    const text = {
      saved: visitManageTexts.feedbackThanks,
      already: visitManageTexts.feedbackAlready,
      not_yet: visitManageTexts.feedbackNotYet,
    }[m.state];
    return document(
      visitManageTexts.feedbackTitle,
      `<section class="card">${head}<p class="${m.state === 'not_yet' ? 'note' : 'ok'}" role="status">${escapeHtml(text)}</p>${back}</section>`,
    );
  }
  const err = (field: 'rating' | 'comment') =>
    m.errors?.[field]
      ? `<p class="error" id="${field}-error" role="alert">${escapeHtml(m.errors[field]!)}</p>`
      : '';
  const rating = [1, 2, 3, 4, 5]
    .map(
      (n) =>
        `<label><input type="radio" name="rating" value="${n}" required${m.values?.rating === String(n) ? ' checked' : ''}> ${n}</label>`,
    )
    .join('');
  return document(
    visitManageTexts.feedbackTitle,
    `<section class="card">${head}<form method="post" action="${escapeHtml(visitPaths.feedbackOf(m.token))}"><fieldset><legend>${escapeHtml(
      visitManageTexts.ratingLabel,
    )}</legend>${err('rating')}<div class="rating">${rating}</div></fieldset><label for="comment">${escapeHtml(
      visitManageTexts.commentLabel,
    )}</label>${err('comment')}<textarea id="comment" name="comment" rows="5" maxlength="${FEEDBACK_COMMENT_MAX}">${escapeHtml(
      m.values?.comment ?? '',
    )}</textarea><button type="submit">${escapeHtml(visitManageTexts.feedbackSubmit)}</button></form>${back}</section>`,
  );
}

export function notFoundPage(): string {
  return document(
    visitManageTexts.notFoundTitle,
    `<section class="card"><h1>${escapeHtml(visitManageTexts.notFoundTitle)}</h1><p>${escapeHtml(visitManageTexts.notFound)}</p></section>`,
  );
}
