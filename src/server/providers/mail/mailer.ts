/** A message the app sends; `text` is always present, `html` when the template has one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, e.g. the buyer of a lead alert, so "Responder" reaches them. */
  replyTo?: string;
  /** Extra headers, e.g. `List-Unsubscribe` on newsletter mail. */
  headers?: Record<string, string>;
  /** The leads whose buyer data it holds: the outbox's copy goes when one of them is deleted. */
  leadIds?: string[];
  /**
   * A calendar invitation (RFC 5545/5546), sent as a `text/calendar; method=…` part so mail apps
   * offer to add, update or remove the event (a visit's .ics, modules/visits/ics.ts).
   */
  calendar?: MailCalendar;
  /** Files sent with the message, e.g. a signed visit sheet's PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** The name the mail app shows, e.g. "parte-de-visita.pdf". */
  filename: string;
  /** Its media type, e.g. "application/pdf". */
  contentType: string;
  content: Uint8Array;
}

export interface MailCalendar {
  /** REQUEST: create or update the event; CANCEL: remove it. Must match the METHOD inside. */
  method: 'REQUEST' | 'CANCEL';
  /** The VCALENDAR text. */
  content: string;
  /** The attachment's name, e.g. "visita.ics". */
  filename: string;
}

/** Sends mail: the outbox (embedded default) or SMTP. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Every http(s) link in a text, in order. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
