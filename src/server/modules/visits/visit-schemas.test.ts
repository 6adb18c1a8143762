import { describe, expect, it } from 'vitest';
import {
  bookingRequestSchema,
  idDocumentError,
  sheetVisitorSchema,
  visitLengthSchema,
  visitTexts,
  weeklyHoursSchema,
} from '../../../shared/visits';

// The schemas of shared/visits.ts, tested here beside the server code that relies on them.
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('DNI and NIE', () => {
  it('checks the letter, normalising spaces, dashes and lower case', () => {
    expect(idDocumentError('12345678Z')).toBeNull();
    expect(idDocumentError(' 12.345.678-z ')).toBeNull();
    expect(idDocumentError('x1234567l')).toBeNull(); // NIE: X → 0
    expect(idDocumentError('Y-1234567-X')).toBeNull(); // Y → 1: 11234567 % 23 = 10 → X
    expect(idDocumentError('Z1234567R')).toBeNull(); // Z → 2: 21234567 % 23 = 1 → R
    expect(idDocumentError('12345678A')).toBe('letter');
    expect(idDocumentError('X1234567T')).toBe('letter');
    expect(idDocumentError('1234567Z')).toBe('format');
    expect(idDocumentError('B12345674')).toBe('format'); // a company's CIF is not a person's id
  });

  it('gives the visitor on the sheet a normalised id and a yes/no statement', () => {
    expect(
      sheetVisitorSchema.parse({ name: ' Ana Ruiz ', idNumber: '12345678-z', firstVisit: 'yes' }),
    ).toEqual({
      name: 'Ana Ruiz',
      idNumber: '12345678Z',
      firstVisit: true,
    });
    expect(
      sheetVisitorSchema.parse({ name: 'Ana', idNumber: 'X1234567L', firstVisit: false }).firstVisit,
    ).toBe(false);
    expect(
      messages(sheetVisitorSchema.safeParse({ name: 'Ana', idNumber: '12345678A', firstVisit: 'no' })),
    ).toEqual([`idNumber: ${visitTexts.idLetter}`]);
    expect(messages(sheetVisitorSchema.safeParse({ name: '', idNumber: '', firstVisit: 'quizá' }))).toEqual([
      `name: ${visitTexts.nameRequired}`,
      `idNumber: ${visitTexts.idRequired}`,
      `firstVisit: ${visitTexts.firstVisitRequired}`,
    ]);
  });
});

describe('weekly hours and visit length', () => {
  it('accepts ranges per weekday, sorted, and refuses bad times, end before start and overlaps', () => {
    const hours = weeklyHoursSchema.parse({
      mon: [
        { start: '16:00', end: '19:00' },
        { start: '9:30', end: '13:00' },
      ],
    });
    expect(hours.mon).toEqual([
      { start: '09:30', end: '13:00' },
      { start: '16:00', end: '19:00' },
    ]);
    expect(hours.sun).toEqual([]);
    const bad = weeklyHoursSchema.safeParse({
      tue: [{ start: '25:00', end: '26:00' }],
      wed: [{ start: '12:00', end: '12:00' }],
      thu: [
        { start: '10:00', end: '12:00' },
        { start: '11:30', end: '13:00' },
      ],
    });
    expect(messages(bad)).toEqual([
      `tue.0.start: ${visitTexts.timeFormat}`,
      `tue.0.end: ${visitTexts.timeFormat}`,
      `wed.0.end: ${visitTexts.endAfterStart}`,
      `thu.1.start: ${visitTexts.rangesOverlap}`,
    ]);
  });

  it('takes a visit length of 15 to 180 minutes in steps of 5, from a form or JSON', () => {
    expect(visitLengthSchema.parse('30')).toBe(30);
    expect(visitLengthSchema.parse(180)).toBe(180);
    expect(messages(visitLengthSchema.safeParse(10))).toEqual([`: ${visitTexts.lengthRange}`]);
    expect(messages(visitLengthSchema.safeParse('185'))).toEqual([`: ${visitTexts.lengthRange}`]);
    expect(messages(visitLengthSchema.safeParse(32))).toEqual([`: ${visitTexts.lengthStep}`]);
    expect(visitLengthSchema.safeParse('media hora').success).toBe(false);
  });
});

describe('booking request', () => {
  const base = { name: 'Lucía Gómez', email: 'lucia@example.com', consent: 'on' };

  it('takes a slot, or a proposed time when no slot is chosen (what a no-JS form posts)', () => {
    const slot = bookingRequestSchema.parse({
      ...base,
      slot: '2027-05-14T15:30:00.000Z',
      proposed: '2027-05-20T10:00',
    });
    expect(slot.when).toEqual({ kind: 'slot', start: '2027-05-14T15:30:00.000Z' });
    expect(slot.consent).toBe(true);
    expect(slot.honeypot).toBe(false);
    const proposed = bookingRequestSchema.parse({
      ...base,
      slot: 'other',
      proposed: '2027-05-20T10:00',
      consent: true,
    });
    expect(proposed.when).toEqual({ kind: 'proposed', local: '2027-05-20T10:00' });
    // A phone alone is enough; the empty e-mail field of the form is not an error.
    const byPhone = bookingRequestSchema.parse({
      ...base,
      email: '',
      phone: '612 345 678',
      slot: '',
      proposed: '2027-05-20T10:00',
    });
    expect([byPhone.email, byPhone.phone]).toEqual(['', '612 345 678']);
  });

  it('refuses a missing or invalid time, no contact, a bad e-mail or phone, and no consent', () => {
    expect(messages(bookingRequestSchema.safeParse({ ...base }))).toEqual([
      `slot: ${visitTexts.slotRequired}`,
    ]);
    expect(messages(bookingRequestSchema.safeParse({ ...base, slot: 'mañana' }))).toEqual([
      `slot: ${visitTexts.slotInvalid}`,
    ]);
    expect(messages(bookingRequestSchema.safeParse({ ...base, proposed: '2027-02-30T10:00' }))).toEqual([
      `proposed: ${visitTexts.proposedInvalid}`,
    ]);
    const noContact = bookingRequestSchema.safeParse({ ...base, email: '', slot: '2027-05-14T15:30:00Z' });
    expect(messages(noContact)).toEqual([`email: ${visitTexts.contactRequired}`]);
    const bad = bookingRequestSchema.safeParse({
      name: '',
      email: 'lucia@',
      phone: '12',
      slot: '2027-05-14T15:30:00Z',
    });
    expect(messages(bad)).toEqual([
      `name: ${visitTexts.nameRequired}`,
      `email: ${visitTexts.invalidEmail}`,
      `phone: ${visitTexts.invalidPhone}`,
      `consent: ${visitTexts.consentRequired}`,
    ]);
    const badContact = bookingRequestSchema.safeParse({
      ...base,
      email: 'lucia@',
      phone: '12',
      slot: '2027-05-14T15:30:00Z',
    });
    expect(messages(badContact)).toEqual([
      `email: ${visitTexts.invalidEmail}`,
      `phone: ${visitTexts.invalidPhone}`,
    ]);
    expect(
      bookingRequestSchema.safeParse({ ...base, consent: 'off', slot: '2027-05-14T15:30:00Z' }).success,
    ).toBe(false);
  });

  it('shows every error at once: an unticked consent no longer hides the time and contact errors', () => {
    const all = bookingRequestSchema.safeParse({
      name: 'Lucía Gómez',
      email: '',
      phone: '',
      slot: '',
      consent: '',
    });
    expect(messages(all)).toEqual([
      `slot: ${visitTexts.slotRequired}`,
      `email: ${visitTexts.contactRequired}`,
      `consent: ${visitTexts.consentRequired}`,
    ]);
    // JSON without the field, or false, is no consent either; the output keeps consent: true.
    for (const consent of [undefined, false, 'off', 'yes', 1])
      expect(
        messages(bookingRequestSchema.safeParse({ ...base, consent, slot: '2027-05-14T15:30:00Z' })),
      ).toEqual([`consent: ${visitTexts.consentRequired}`]);
    for (const consent of [true, 'on', 'true'])
      expect(bookingRequestSchema.parse({ ...base, consent, slot: '2027-05-14T15:30:00Z' }).consent).toBe(
        true,
      );
  });

  it('takes the page’s language, Spanish when it is missing or unknown', () => {
    const at = { ...base, slot: '2027-05-14T15:30:00Z' };
    expect(bookingRequestSchema.parse(at).lang).toBe('es');
    expect(bookingRequestSchema.parse({ ...at, lang: 'en' }).lang).toBe('en');
    expect(bookingRequestSchema.parse({ ...at, lang: 'fr' }).lang).toBe('es');
    expect(bookingRequestSchema.parse({ ...at, lang: 42 }).lang).toBe('es');
  });

  it('marks a filled honeypot', () => {
    expect(bookingRequestSchema.parse({ ...base, slot: '2027-05-14T15:30:00Z', website: 'x' }).honeypot).toBe(
      true,
    );
  });
});
