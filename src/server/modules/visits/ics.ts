/**
 * iCalendar (RFC 5545) for visits: the invitation e-mailed to the visitor on every change (an
 * iTIP message, RFC 5546: METHOD:REQUEST to create or update, METHOD:CANCEL to cancel) and the
 * agent's subscription feed (METHOD:PUBLISH). Calendar apps match an update to the event they
 * hold by its UID and take it only when its SEQUENCE is higher, so the visit keeps one UID for
 * life and its sequence rises with each change the visitor is told about.
 */

export interface IcsPerson {
  name?: string;
  email: string;
}

/** One visit as a calendar event. Instants are written in UTC ("…Z"), so no VTIMEZONE is needed. */
export interface IcsEvent {
  /** visitUid(): stable for the life of the visit. */
  uid: string;
  /** 0 when created; +1 on each change sent (time, place, cancellation). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** The agency. */
  organizer?: IcsPerson;
  /** The visitors with an e-mail (a phone is not a calendar address). */
  attendees?: IcsPerson[];
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

const PRODID = '-//Escaparate//Visitas//ES';
const CRLF = '\r\n';

/** A UID that no other event in anyone's calendar has: the visit's id at the app's host. */
export function visitUid(visitId: string, host: string): string {
  return `visit-${visitId}@${host}`;
}

/**
 * TEXT values (RFC 5545, section 3.3.11): backslash, semicolon and comma escaped, line breaks as "\n".
 * Control characters are not allowed in TEXT at all, so they are dropped rather than sent.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
  );
}

/** A parameter value (CN="…"): DQUOTE cannot be escaped inside one, so it is dropped; quoted always. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** A URI value: never escaped, but a line break in one would end the property. */
const uriValue = (value: string) => value.replace(/[\s"]/g, (c) => encodeURIComponent(c));

/**
 * Folds a content line at 75 octets (RFC 5545, section 3.1): each further line starts with a space that
 * counts toward its 75. Breaks fall between code points, never inside a UTF-8 sequence (an
 * accent or an emoji split in two would be two broken characters in strict readers).
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** 20270514T153000Z */
export function icsDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function person(prop: 'ORGANIZER' | 'ATTENDEE', p: IcsPerson, extra: string[] = []): string {
  const params = [...(p.name ? [`CN=${paramValue(p.name)}`] : []), ...extra];
  return `${[prop, ...params].join(';')}:mailto:${uriValue(p.email)}`;
}

function eventLines(e: IcsEvent, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string[] {
  const status = method === 'CANCEL' ? 'CANCELLED' : (e.status ?? 'CONFIRMED');
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(e.sequence))}`,
    `DTSTAMP:${icsDateTime(e.stamp)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url) lines.push(`URL:${uriValue(e.url)}`);
  if (e.organizer) lines.push(person('ORGANIZER', e.organizer));
  // In the agent's own feed the visitors are listed but not asked to answer (that is the e-mail's job).
  const ask = method === 'REQUEST' ? ['ROLE=REQ-PARTICIPANT', 'PARTSTAT=NEEDS-ACTION', 'RSVP=TRUE'] : [];
  for (const a of e.attendees ?? []) lines.push(person('ATTENDEE', a, ask));
  lines.push(`STATUS:${status}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

function calendar(head: string[], events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', ...head];
  for (const e of events) lines.push(...e);
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The .ics attached to the visitor's e-mail: REQUEST when the visit is created or changed,
 * CANCEL (with STATUS:CANCELLED) when it is called off. Send it as
 * `text/calendar; charset=utf-8; method=REQUEST` (or CANCEL) so mail apps offer to add it.
 */
export function visitInvitation(opts: { method: 'REQUEST' | 'CANCEL'; event: IcsEvent }): string {
  return calendar([`METHOD:${opts.method}`], [eventLines(opts.event, opts.method)]);
}

/**
 * The agent's subscription feed (Google Calendar, Outlook, Apple): all their visits, canceled
 * ones kept with STATUS:CANCELLED so a subscribed calendar drops them. The refresh hints ask
 * clients that honour them to poll hourly (Google polls on its own schedule anyway).
 */
export function calendarFeed(opts: { name: string; events: IcsEvent[] }): string {
  const head = [
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  return calendar(
    head,
    opts.events.map((e) => eventLines(e, 'PUBLISH')),
  );
}
