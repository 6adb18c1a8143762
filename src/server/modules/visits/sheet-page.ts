import {
  SHEET_CODE,
  type SheetSignerView,
  visitSheetPaths,
  visitSheetTexts,
} from '../../../shared/visit-sheet';
import { formatVisitTime, visitTexts } from '../../../shared/visits';
import { escapeHtml } from '../../lib/html';
import { formatSheetAddress, SHEET_TEXTS, type SheetAddress } from './visit-sheet';
import { visitorDocument } from './visitor-page-frame';

/**
 * The visitor's signing page (`/parte/{token}`), drawn on the server in the colours of the
 * visitor's other pages. Every step is a plain form that posts back (Post/Redirect/Get); only the
 * finger signature needs a script (/parte-firma.js: the pad fills a hidden field). Without it the
 * page says so, and a form posted without a signature is refused like any other missing field.
 */
// The pad keeps the 3:1 of the 600×200 PNG it makes, so a signature is not stretched in the PDF.
const SHEET_STYLE = `.legal p{font-size:14px;margin:0 0 8px}
.field-error{color:#8a1c1b;font-size:14px;margin:0 0 4px}
.field-error:focus{outline:none}
input[type=text]{font:inherit;width:100%;padding:10px;border:1px solid #bbb;border-radius:8px;margin:4px 0 12px;min-height:44px}
input.code{font-size:24px;letter-spacing:6px;max-width:220px}
.choice label{display:flex;align-items:center;gap:8px;min-height:44px}
label{font-weight:600}
.pad{position:relative;border:2px dashed #999;border-radius:8px;background:#fff;margin:4px 0 8px;touch-action:none}
.pad canvas{display:block;width:100%;height:auto;aspect-ratio:3/1;touch-action:none;cursor:crosshair}
.signers li{margin-bottom:4px}`;

// With no referrer at all, a browser sends `Origin: null` with the page's own forms and the CSRF
// check refuses them; 'same-origin' keeps the token (in the address) away from other sites and
// lets the forms name their origin.
export const SHEET_REFERRER_POLICY = 'same-origin';

const document = (title: string, body: string, script = false) =>
  visitorDocument('es', title, body, {
    extraStyle: SHEET_STYLE,
    referrer: SHEET_REFERRER_POLICY,
    ...(script && { script: '/parte-firma.js' }),
  });

export function sheetNotFoundPage(message: string = visitSheetTexts.linkInvalid): string {
  return document(
    visitSheetTexts.pageTitle,
    `<section class="card"><h1>${escapeHtml(visitSheetTexts.pageTitle)}</h1><p class="error" role="alert">${escapeHtml(message)}</p></section>`,
  );
}

export interface SheetPageModel {
  token: string;
  agency: { name: string; taxId: string; address: string };
  address: SheetAddress;
  reference: string;
  startAt: Date;
  status: 'open' | 'signed';
  step: 'code' | 'sign';
  /** The contacts the code can go to (the booked e-mail and phone), masked. */
  contacts: { kind: 'email' | 'phone'; masked: string }[];
  /** Where the current code went, when one is waiting to be typed. */
  codeSentTo: string | null;
  signers: SheetSignerView[];
  done?: string;
  error?: string;
  errors?: Partial<Record<'code' | 'name' | 'idNumber' | 'firstVisit' | 'signature', string>>;
  values?: { name?: string; idNumber?: string; firstVisit?: string; signature?: string };
}

const fieldError = (id: string, message: string | undefined) =>
  message ? `<p class="field-error" id="${id}-error">${escapeHtml(message)}</p>` : '';
const describedBy = (id: string, message: string | undefined) =>
  message ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
/** The sign form's fields in page order: a page sent back with errors starts at the first one. */
const SIGN_FIELDS = ['name', 'idNumber', 'firstVisit', 'signature'] as const;

export function sheetPage(m: SheetPageModel): string {
  const action = escapeHtml(visitSheetPaths.signOf(m.token));
  const facts = `<dl><dt>${escapeHtml(visitSheetTexts.agencyLabel)}</dt><dd>${escapeHtml(m.agency.name)} · NIF ${escapeHtml(
    m.agency.taxId,
  )}<br>${escapeHtml(m.agency.address)}</dd><dt>${escapeHtml(visitSheetTexts.propertyLabel)}</dt><dd>${escapeHtml(
    formatSheetAddress(m.address),
  )}<br>${escapeHtml(m.reference)}</dd><dt>${escapeHtml(visitSheetTexts.whenLabel)}</dt><dd>${escapeHtml(
    formatVisitTime(m.startAt),
  )}</dd></dl>`;
  const head = `<section class="card"><h1>${escapeHtml(visitSheetTexts.pageTitle)}</h1>${
    m.done ? `<p class="ok" role="status">${escapeHtml(m.done)}</p>` : ''
  }${m.error ? `<p class="error" role="alert">${escapeHtml(m.error)}</p>` : ''}${facts}</section>`;

  if (m.status === 'signed')
    return document(
      visitSheetTexts.pageTitle,
      `${head}<section class="card"><h2>${escapeHtml(visitSheetTexts.doneTitle)}</h2><p>${escapeHtml(visitSheetTexts.doneBody)}</p></section>`,
    );

  const legal = `<section class="card legal"><h2>${escapeHtml(SHEET_TEXTS.title)}</h2><p>${escapeHtml(
    SHEET_TEXTS.shown,
  )}</p><p>${escapeHtml(SHEET_TEXTS.commitment)}</p><p>${escapeHtml(SHEET_TEXTS.privacy)}</p><p>${escapeHtml(
    SHEET_TEXTS.signature,
  )}</p></section>`;

  const signed = m.signers.length
    ? `<section class="card"><h2>${escapeHtml(visitSheetTexts.signersTitle)}</h2><ul class="signers">${m.signers
        .map((s) => `<li>${escapeHtml(s.name)}</li>`)
        .join('')}</ul><p>${escapeHtml(visitSheetTexts.handBack)}</p></section>`
    : '';

  if (m.step === 'code') {
    const e = m.errors?.code;
    const choose =
      m.contacts.length > 1
        ? `<fieldset class="choice"><legend>${escapeHtml(visitSheetTexts.codeTo)}</legend>${m.contacts
            .map(
              (c, i) =>
                `<label><input type="radio" name="to" value="${c.kind}"${i === 0 ? ' checked' : ''}> ${escapeHtml(c.masked)}</label>`,
            )
            .join('')}</fieldset>`
        : m.contacts[0]
          ? `<p>${escapeHtml(visitSheetTexts.codeTo)} <strong>${escapeHtml(m.contacts[0].masked)}</strong></p>`
          : '';
    const sendForm = `<form method="post" action="${action}"><input type="hidden" name="action" value="send">${
      m.codeSentTo ? '' : choose
    }<button type="submit"${m.codeSentTo ? ' class="secondary"' : ''}>${escapeHtml(
      m.codeSentTo ? visitSheetTexts.resend : visitSheetTexts.sendCode,
    )}</button></form>`;
    const verifyForm = m.codeSentTo
      ? `<p>${escapeHtml(visitSheetTexts.codeSent(m.codeSentTo))}</p><form method="post" action="${action}"><input type="hidden" name="action" value="verify"><label for="code">${escapeHtml(
          visitSheetTexts.codeLabel,
        )}</label>${fieldError('code', e)}<input class="code" type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="${
          SHEET_CODE.digits + 2
        }" required autofocus${describedBy('code', e)}><button type="submit">${escapeHtml(visitSheetTexts.verify)}</button></form>`
      : // A spent or expired code: its message stays, above the button that asks for another.
        `${e ? `<p class="error" role="alert">${escapeHtml(e)}</p>` : ''}<p>${escapeHtml(visitSheetTexts.codeIntro)}</p>`;
    return document(
      visitSheetTexts.pageTitle,
      `${head}${legal}<section class="card"><h2>${escapeHtml(visitSheetTexts.codeTitle)}</h2>${verifyForm}${sendForm}</section>`,
    );
  }

  const v = m.values ?? {};
  const er = m.errors ?? {};
  // Below the sheet's long text on a phone: without this the error would be off screen.
  const firstError = SIGN_FIELDS.find((f) => er[f]);
  const focus = (f: (typeof SIGN_FIELDS)[number]) => (firstError === f ? ' autofocus' : '');
  const radio = (value: 'yes' | 'no', text: string) =>
    `<label><input type="radio" name="firstVisit" value="${value}" required${v.firstVisit === value ? ' checked' : ''}${
      value === 'yes' ? focus('firstVisit') : ''
    }> ${escapeHtml(text)}</label>`;
  const form = `<section class="card"><h2>${escapeHtml(visitSheetTexts.signTitle)}</h2><form method="post" action="${action}" id="sign-form"><input type="hidden" name="action" value="sign">
<label for="name">${escapeHtml(visitTexts.nameLabel)}</label>${fieldError('name', er.name)}<input type="text" id="name" name="name" autocomplete="name" maxlength="120" required value="${escapeHtml(
    v.name ?? '',
  )}"${focus('name')}${describedBy('name', er.name)}>
<label for="idNumber">${escapeHtml(visitTexts.idLabel)}</label>${fieldError('idNumber', er.idNumber)}<input type="text" id="idNumber" name="idNumber" autocapitalize="characters" autocomplete="off" maxlength="20" required value="${escapeHtml(
    v.idNumber ?? '',
  )}"${focus('idNumber')}${describedBy('idNumber', er.idNumber)}>
<fieldset class="choice"><legend>${escapeHtml(visitTexts.firstVisitQuestion)}</legend>${fieldError(
    'firstVisit',
    er.firstVisit,
  )}${radio('yes', visitSheetTexts.firstYes)}${radio('no', visitSheetTexts.firstNo)}</fieldset>
<p id="signature-label"><strong>${escapeHtml(visitSheetTexts.signatureLabel)}</strong> ${escapeHtml(
    visitSheetTexts.signHint,
  )}</p>${
    // The pad cannot take the focus: its error can, so it is read out and scrolled to.
    er.signature
      ? `<p class="field-error" id="signature-error" tabindex="-1"${focus('signature')}>${escapeHtml(er.signature)}</p>`
      : ''
  }<noscript><p class="error">${escapeHtml(
    visitSheetTexts.needsScript,
  )}</p></noscript><div class="pad" hidden data-pad><canvas width="600" height="200" role="img" aria-labelledby="signature-label"></canvas></div><input type="hidden" name="signature" value="${escapeHtml(v.signature ?? '')}">
<p><button type="button" class="secondary" hidden data-pad-clear>${escapeHtml(visitSheetTexts.clear)}</button></p>
<button type="submit">${escapeHtml(visitSheetTexts.sign)}</button></form></section>`;
  return document(visitSheetTexts.pageTitle, `${head}${signed}${legal}${form}`, true);
}
