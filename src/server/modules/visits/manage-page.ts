import type { Lang } from '../../../shared/lang';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import {
  FEEDBACK_COMMENT_MAX,
  formatVisitTime,
  type VisitStatus,
  visitManageTextsIn,
  visitPaths,
  visitStatusTextsIn,
} from '../../../shared/visits';
import { escapeHtml } from '../../lib/html';
import { visitorDocument } from './visitor-page-frame';

/**
 * The visitor's pages (manage link, opinion form): plain server HTML with forms that post back,
 * no script at all, in the colours of the Escaparate e-mails. Every text comes from
 * visitManageTextsIn, in the language the visit was booked in; every value is escaped here.
 */
const RATING_STYLE =
  '.rating{display:flex;gap:8px;flex-wrap:wrap}.rating label{display:flex;align-items:center;gap:4px;border:1px solid #bbb;border-radius:8px;padding:8px 12px;min-height:44px}';

const document = (lang: Lang, title: string, body: string) =>
  visitorDocument(lang, title, body, { extraStyle: RATING_STYLE });

export interface ManagePageModel {
  lang: Lang;
  token: string;
  title: string;
  address: string | null;
  agencyName: string;
  status: VisitStatus;
  start: Date;
  proposedBy: 'visitor' | 'agency' | null;
  options: { cancel: boolean; reschedule: boolean; accept: boolean; feedback: boolean };
  slots: Date[];
  /** The visit has a signed parte de visita: the page links its PDF. */
  signedSheet?: boolean;
  /** A message after a change (Post/Redirect/Get), or a refusal. */
  done?: string;
  error?: string;
}

const LOCALE = { es: 'es-ES', en: 'en-GB' } as const satisfies Record<Lang, string>;
const DAY = Object.fromEntries(
  Object.entries(LOCALE).map(([lang, locale]) => [
    lang,
    new Intl.DateTimeFormat(locale, {
      timeZone: SPAIN_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;
const TIME = Object.fromEntries(
  Object.entries(LOCALE).map(([lang, locale]) => [
    lang,
    new Intl.DateTimeFormat(locale, {
      timeZone: SPAIN_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

/** The slots as one <select>, a group per Madrid day. */
function slotSelect(slots: Date[], lang: Lang): string {
  const days = new Map<string, Date[]>();
  for (const s of slots) {
    const day = DAY[lang].format(s);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  const groups = [...days].map(
    ([day, list]) =>
      `<optgroup label="${escapeHtml(day)}">${list
        .map(
          (s) =>
            `<option value="${escapeHtml(s.toISOString())}">${escapeHtml(`${day}, ${TIME[lang].format(s)}`)}</option>`,
        )
        .join('')}</optgroup>`,
  );
  return `<select id="slot" name="slot" required>${groups.join('')}</select>`;
}

export function managePage(m: ManagePageModel): string {
  const texts = visitManageTextsIn[m.lang];
  const action = escapeHtml(visitPaths.manageOf(m.token));
  const facts = `<dl><dt>${escapeHtml(texts.propertyLabel)}</dt><dd>${escapeHtml(m.title)}${
    m.address ? `<br>${escapeHtml(m.address)}` : ''
  }</dd><dt>${escapeHtml(texts.agencyLabel)}</dt><dd>${escapeHtml(m.agencyName)}</dd><dt>${escapeHtml(
    texts.whenLabel,
  )}</dt><dd>${escapeHtml(formatVisitTime(m.start, m.lang))}</dd><dt>${escapeHtml(texts.statusLabel)}</dt><dd>${escapeHtml(
    visitStatusTextsIn[m.lang][m.status],
  )}</dd></dl>`;
  const notes: string[] = [];
  if (m.done) notes.push(`<p class="ok" role="status">${escapeHtml(m.done)}</p>`);
  if (m.error) notes.push(`<p class="error" role="alert">${escapeHtml(m.error)}</p>`);
  if (m.options.accept) notes.push(`<p class="note">${escapeHtml(texts.proposedByAgency)}</p>`);
  else if (m.status === 'requested' && m.proposedBy === 'visitor')
    notes.push(`<p class="note">${escapeHtml(texts.proposedByVisitor)}</p>`);

  const buttons: string[] = [];
  if (m.options.accept)
    buttons.push(
      `<form method="post" action="${action}"><input type="hidden" name="action" value="accept"><button type="submit">${escapeHtml(texts.accept)}</button></form>`,
    );
  if (m.options.cancel)
    buttons.push(
      `<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">${escapeHtml(texts.cancel)}</button></form>`,
    );
  if (m.options.feedback)
    buttons.push(
      `<p><a href="${escapeHtml(visitPaths.feedbackOf(m.token))}">${escapeHtml(texts.feedbackTitle)}</a></p>`,
    );
  if (m.signedSheet)
    buttons.push(
      `<p><a href="${escapeHtml(`${visitPaths.manageOf(m.token)}/parte.pdf`)}">${escapeHtml(texts.sheetPdf)}</a></p>`,
    );
  const open = m.options.cancel || m.options.reschedule || m.options.accept || m.options.feedback;
  if (!open) buttons.push(`<p>${escapeHtml(texts.closed)}</p>`);

  let reschedule = '';
  if (m.options.reschedule)
    reschedule = `<section class="card"><h2>${escapeHtml(texts.rescheduleTitle)}</h2>${
      m.slots.length
        ? `<form method="post" action="${action}"><input type="hidden" name="action" value="reschedule"><label for="slot">${escapeHtml(
            texts.chooseSlot,
          )}</label>${slotSelect(m.slots, m.lang)}<button type="submit">${escapeHtml(texts.reschedule)}</button></form>`
        : `<p>${escapeHtml(texts.noSlots)}</p>`
    }</section>`;

  return document(
    m.lang,
    texts.metaTitle,
    `<section class="card"><h1>${escapeHtml(texts.title)}</h1>${notes.join('')}${facts}${buttons.join('')}</section>${reschedule}`,
  );
}

export interface FeedbackPageModel {
  lang: Lang;
  token: string;
  title: string;
  state: 'form' | 'saved' | 'already' | 'not_yet';
  values?: { rating?: string; comment?: string };
  errors?: Partial<Record<'rating' | 'comment', string>>;
}

export function feedbackPage(m: FeedbackPageModel): string {
  const texts = visitManageTextsIn[m.lang];
  const back = `<p><a href="${escapeHtml(visitPaths.manageOf(m.token))}">${escapeHtml(texts.title)}</a></p>`;
  const head = `<h1>${escapeHtml(texts.feedbackTitle)}</h1><p>${escapeHtml(m.title)}</p>`;
  if (m.state !== 'form') {
    const text = {
      saved: texts.feedbackThanks,
      already: texts.feedbackAlready,
      not_yet: texts.feedbackNotYet,
    }[m.state];
    return document(
      m.lang,
      texts.feedbackTitle,
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
    m.lang,
    texts.feedbackTitle,
    `<section class="card">${head}<form method="post" action="${escapeHtml(visitPaths.feedbackOf(m.token))}"><fieldset><legend>${escapeHtml(
      texts.ratingLabel,
    )}</legend>${err('rating')}<div class="rating">${rating}</div></fieldset><label for="comment">${escapeHtml(
      texts.commentLabel,
    )}</label>${err('comment')}<textarea id="comment" name="comment" rows="5" maxlength="${FEEDBACK_COMMENT_MAX}">${escapeHtml(
      m.values?.comment ?? '',
    )}</textarea><button type="submit">${escapeHtml(texts.feedbackSubmit)}</button></form>${back}</section>`,
  );
}

/** A link that names no visit: Spanish, or the language its address asks for (?lang=en). */
export function notFoundPage(lang: Lang): string {
  const texts = visitManageTextsIn[lang];
  return document(
    lang,
    texts.notFoundTitle,
    `<section class="card"><h1>${escapeHtml(texts.notFoundTitle)}</h1><p>${escapeHtml(texts.notFound)}</p></section>`,
  );
}
