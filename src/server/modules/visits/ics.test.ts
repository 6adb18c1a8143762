import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, escapeText, foldLine, type IcsEvent, visitInvitation, visitUid } from './ics';

const longSpanish =
  'Visita al ático de la calle Núñez de Balboa, 12; 3.º B. Pregunta por Íñigo en portería 🏠🔑 — ' +
  'el ascensor llega hasta el ático y el garaje tiene plaza incluida, ¿te viene bien? ¡Nos vemos allí!';

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: visitUid('4f1c2e9a-1111-4222-8333-444455556666', 'escaparate.es'),
  sequence: 0,
  start: new Date('2027-05-14T15:30:00Z'),
  end: new Date('2027-05-14T16:00:00Z'),
  stamp: new Date('2027-05-10T09:00:00Z'),
  summary: 'Visita: Ático en Núñez de Balboa (REF-12)',
  location: 'Calle de Núñez de Balboa, 12, 3.º B; 28001 Madrid',
  description: `${longSpanish}\nTeléfono de la agencia: 910 000 000\nRuta C:\\visitas`,
  url: 'https://escaparate.es/v/abc?token=x,y',
  organizer: { name: 'Inmobiliaria Peñalara, S.L.', email: 'visitas@penalara.es' },
  attendees: [{ name: 'José "Pepe" Martínez', email: 'jose@example.com' }],
  ...over,
});

/** The VEVENTs of an .ics, read by ical.js (a real RFC 5545 parser: unfolds and unescapes). */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

/** The physical lines: CRLF everywhere, none over 75 octets, each valid UTF-8 on its own. */
function expectWellFormed(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of Buffer.from(ics, 'utf8').toString('latin1').split('\r\n')) {
    const bytes = Buffer.from(line, 'latin1');
    expect(bytes.length).toBeLessThanOrEqual(75);
    expect(() => strict.decode(bytes)).not.toThrow();
  }
}

describe('visitInvitation', () => {
  it('is an RFC 5545 REQUEST that a real parser reads back field for field', () => {
    const ics = visitInvitation({ method: 'REQUEST', event: event() });
    expectWellFormed(ics);
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    const vevent = events[0]!;
    const e = new ICAL.Event(vevent);
    expect(e.uid).toBe('visit-4f1c2e9a-1111-4222-8333-444455556666@escaparate.es');
    expect(e.sequence).toBe(0);
    expect(e.startDate.toJSDate().toISOString()).toBe('2027-05-14T15:30:00.000Z');
    expect(e.startDate.zone?.tzid).toBe('UTC');
    expect(e.endDate.toJSDate().toISOString()).toBe('2027-05-14T16:00:00.000Z');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2027-05-10T09:00:00Z');
    expect(e.summary).toBe('Visita: Ático en Núñez de Balboa (REF-12)');
    // Commas, semicolons, backslashes and line breaks come back exactly as written.
    expect(e.location).toBe('Calle de Núñez de Balboa, 12, 3.º B; 28001 Madrid');
    expect(e.description).toBe(`${longSpanish}\nTeléfono de la agencia: 910 000 000\nRuta C:\\visitas`);
    expect(vevent.getFirstPropertyValue('url')).toBe('https://escaparate.es/v/abc?token=x,y');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:visitas@penalara.es');
    expect(organizer.getParameter('cn')).toBe('Inmobiliaria Peñalara, S.L.');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:jose@example.com');
    expect(attendee.getParameter('cn')).toBe('José Pepe Martínez');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
  });

  it('folds long Spanish text with accents and emoji without splitting a character', () => {
    const ics = visitInvitation({ method: 'REQUEST', event: event() });
    const raw = ics.split('\r\n');
    const start = raw.findIndex((l) => l.startsWith('DESCRIPTION:'));
    expect(raw[start + 1]!.startsWith(' ')).toBe(true);
    expect(raw[start + 2]!.startsWith(' ')).toBe(true);
    // Unfolding (drop CRLF + one space) gives the escaped line back whole.
    expect(ics.replace(/\r\n /g, '')).toContain('¿te viene bien? ¡Nos vemos allí!\\nTeléfono');
  });

  it('keeps the UID and raises the SEQUENCE from create to update to cancel', () => {
    const created = visitInvitation({ method: 'REQUEST', event: event() });
    const moved = visitInvitation({
      method: 'REQUEST',
      event: event({
        sequence: 1,
        start: new Date('2027-05-15T08:00:00Z'),
        end: new Date('2027-05-15T08:30:00Z'),
      }),
    });
    const canceled = visitInvitation({ method: 'CANCEL', event: event({ sequence: 2 }) });
    const read = [created, moved, canceled].map((ics) => {
      const { calendar, events } = parse(ics);
      const e = new ICAL.Event(events[0]!);
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: e.uid,
        sequence: e.sequence,
        status: events[0]!.getFirstPropertyValue('status'),
        start: e.startDate.toJSDate().toISOString(),
      };
    });
    expect(new Set(read.map((r) => r.uid)).size).toBe(1);
    expect(read.map((r) => r.sequence)).toEqual([0, 1, 2]);
    expect(read.map((r) => r.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(read.map((r) => r.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    expect(read[1]!.start).toBe('2027-05-15T08:00:00.000Z');
    // A cancellation does not ask the visitor to answer.
    expect(canceled).not.toContain('RSVP=TRUE');
  });
});

describe('calendarFeed', () => {
  it("lists the agent's visits for a subscription, canceled ones marked", () => {
    const events = [
      event(),
      event({ uid: visitUid('b', 'escaparate.es'), summary: 'Visita: Piso en Gràcia', sequence: 3 }),
      event({ uid: visitUid('c', 'escaparate.es'), status: 'CANCELLED', attendees: [] }),
    ];
    const ics = calendarFeed({ name: 'Visitas de Íñigo, Peñalara', events });
    expectWellFormed(ics);
    const { calendar, events: read } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    // ical.js reads X- properties raw; calendar apps read X-WR-CALNAME as TEXT, so it is escaped.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Visitas de Íñigo\\, Peñalara');
    expect(read.map((v) => new ICAL.Event(v).uid)).toEqual(events.map((e) => e.uid));
    expect(read.map((v) => v.getFirstPropertyValue('status'))).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'CANCELLED',
    ]);
    expect(new ICAL.Event(read[1]!).sequence).toBe(3);
    expect(ics).not.toContain('RSVP');
  });

  it('is a valid empty calendar when there are no visits', () => {
    const { calendar, events } = parse(calendarFeed({ name: 'Visitas', events: [] }));
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Escaparate//Visitas//ES');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and every kind of line break, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h');
  });

  it('folds at 75 octets exactly, counting UTF-8 bytes', () => {
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    // 'é' is 2 octets: 37 fit on the first line (74), the 38th would make 76.
    const folded = foldLine('é'.repeat(80)).split('\r\n');
    expect(folded[0]).toBe('é'.repeat(37));
    expect(folded[1]).toBe(` ${'é'.repeat(37)}`);
    // A 4-octet emoji that would straddle the limit moves whole to the next line.
    const emoji = foldLine(`${'X'.repeat(73)}🏠`).split('\r\n');
    expect(emoji).toEqual(['X'.repeat(73), ' 🏠']);
  });
});
