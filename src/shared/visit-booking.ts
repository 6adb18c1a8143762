import type { Lang } from './lang';
import { micrositeApi, type PublicAgency } from './microsite';
import { visitApiTexts, visitTexts } from './visits';

/**
 * The microsite's "Pedir visita" page (issue 30): a page of its own, drawn on the server and
 * answered by a plain form post, so it works without JavaScript and the listing page carries no
 * booking code at all (the booking loads on demand: it is another page).
 */
export const visitBookingPath = micrositeApi.visitForm;

/** The booking form's fields as the visitor typed them (given back with the errors). */
export interface VisitBookingValues {
  slot?: string;
  proposed?: string;
  name?: string;
  email?: string;
  phone?: string;
  consent?: string;
}

/** One day of free slots: its Madrid label and its slots (instant and Madrid time). */
export interface VisitBookingDay {
  label: string;
  slots: { value: string; time: string }[];
}

export interface VisitBookingPage {
  listing: { slug: string; title: string; place: string; photo: { src: string; alt: string } | null };
  agency: PublicAgency;
  days: VisitBookingDay[];
  lengthMinutes: number;
  values: VisitBookingValues;
  errors: Partial<Record<keyof VisitBookingValues | 'form', string>>;
  /** The earliest and latest Madrid wall-clock time a visitor may propose (datetime-local min/max). */
  proposeMin: string;
  proposeMax: string;
}

const es = {
  pageTitle: (title: string) => `Pedir visita: ${title}`,
  back: 'Volver al anuncio',
  heading: visitTexts.bookTitle,
  intro: (minutes: number) =>
    `Elige un hueco libre de los próximos 14 días (visitas de ${minutes} minutos, hora de Madrid). La agencia te confirmará la visita.`,
  chooseSlot: visitTexts.chooseSlot,
  otherTime: visitTexts.otherTime,
  proposedLabel: visitTexts.proposedLabel,
  proposedHint: 'La agencia te dirá si le va bien o te propondrá otra hora.',
  noSlots: visitTexts.noSlots,
  yourDetails: 'Tus datos',
  nameLabel: visitTexts.nameLabel,
  emailLabel: visitTexts.emailLabel,
  phoneLabel: visitTexts.phoneLabel,
  contactHint: visitTexts.contactHint,
  consentLabel: visitTexts.consentLabel,
  privacy: 'Política de privacidad',
  submit: visitTexts.submit,
  errorSummary: 'Revisa los campos marcados.',
  slotsOfDay: (n: number) => (n === 1 ? '1 hueco' : `${n} huecos`),
  unavailable: 'No se ha podido enviar la petición. Inténtalo de nuevo en unos minutos.',
};

type BookingTexts = { [K in keyof typeof es]: (typeof es)[K] extends string ? string : (typeof es)[K] };

const en: BookingTexts = {
  pageTitle: (title: string) => `Book a visit: ${title}`,
  back: 'Back to the listing',
  heading: 'Book a visit',
  intro: (minutes: number) =>
    `Choose a free slot in the next 14 days (${minutes}-minute visits, Madrid time). The agency will confirm your visit.`,
  chooseSlot: 'Choose a day and time',
  otherTime: 'None of these suits me: I propose another time',
  proposedLabel: 'The day and time you propose',
  proposedHint: 'The agency will tell you whether it suits them or propose another time.',
  noSlots: 'There are no free slots in the next 14 days. Propose a time and the agency will answer.',
  yourDetails: 'Your details',
  nameLabel: 'Full name *',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  contactHint: 'Give at least an e-mail or a phone so that the agency can confirm your visit.',
  consentLabel:
    'I agree that the agency may contact me to arrange the visit, and I accept the privacy policy.',
  privacy: 'Privacy policy',
  submit: 'Book a visit',
  errorSummary: 'Please check the marked fields.',
  slotsOfDay: (n: number) => (n === 1 ? '1 slot' : `${n} slots`),
  unavailable: 'The request could not be sent. Please try again in a few minutes.',
};

/** The booking's Spanish messages (the shared schema's and the server's) in English; the visitor's page uses them too. */
const englishMessages: Record<string, string> = {
  [visitTexts.slotRequired]: 'Choose a slot or propose another time.',
  [visitTexts.slotInvalid]: 'That slot is not valid. Choose one from the list.',
  [visitTexts.slotTaken]: 'That slot is no longer free. Choose another one.',
  [visitTexts.slotPast]: 'That slot has passed or starts too soon. Choose another one.',
  [visitTexts.proposedInvalid]: 'Give the day and time you propose (for example, 14/05/2027 at 17:30).',
  [visitTexts.proposedPast]: 'The time you propose has passed or is too soon. Choose another one.',
  [visitTexts.nameRequired]: 'Give your name.',
  [visitTexts.tooLong]: 'This field is too long.',
  [visitTexts.notAllowed]:
    'The text holds characters that are not allowed (invisible or control). Type it again.',
  [visitTexts.contactRequired]: 'Give an e-mail or a phone so that the agency can confirm your visit.',
  [visitTexts.invalidEmail]: 'The e-mail is not valid. Check how it is written.',
  [visitTexts.invalidPhone]: 'The phone is not valid: type 9 to 15 digits.',
  [visitTexts.consentRequired]:
    'You must agree that the agency may contact you, and accept the privacy policy.',
  [visitApiTexts.proposedTooFar]: 'Propose a time within the next 90 days.',
  [visitApiTexts.tooMany]: 'You have sent many requests in a row. Wait a few minutes and try again.',
  [visitApiTexts.listingUnknown]: 'This property does not exist or is no longer published.',
  // The visitor's page of the visit (manage.routes.ts) refuses with these too.
  [visitApiTexts.badTransition]:
    'This visit can no longer be changed this way: reload the page to see its current state.',
  // The booking API's answers.
  [visitTexts.requested]: 'Request sent. The agency will confirm your visit by e-mail or phone.',
  [visitApiTexts.confirmed]: 'Visit confirmed. See you at the property at the time you chose.',
};

export const visitBookingTextsFor = (lang: Lang): BookingTexts => (lang === 'en' ? en : es);

/** A booking message (an answer or a refusal) in the page's language (the Spanish one when it has no translation). */
export const bookingMessageIn = (lang: Lang, message: string): string =>
  lang === 'en' ? (englishMessages[message] ?? message) : message;
