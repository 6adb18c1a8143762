import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/support/test-db';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createOutboxMailer, outboxAttachments, outboxCalendar } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowTo = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

describe('outbox mailer', () => {
  it('keeps a message’s calendar part in its own column, and reads it back', async () => {
    const mailer = createOutboxMailer(database.db, pino({ level: 'silent' }));
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      to: 'cal@example.es',
      subject: 'Visita',
      text: 'Hola https://escaparate.test/visita/abc',
      headers: { 'X-Other': '1' },
      calendar: { method: 'REQUEST', content: ics, filename: 'visita.ics' },
    });
    await mailer.send({ to: 'plain@example.es', subject: 'Hola', text: 'Hola' });
    const withCal = await rowTo('cal@example.es');
    expect(withCal.calendar).toEqual({ method: 'REQUEST', content: ics, filename: 'visita.ics' });
    expect(outboxCalendar(withCal)).toEqual({ method: 'REQUEST', content: ics, filename: 'visita.ics' });
    // The headers are the message's own, nothing of the calendar among them.
    expect(withCal.headers).toEqual({ 'X-Other': '1' });
    expect(withCal.links).toEqual(['https://escaparate.test/visita/abc']);
    const plain = await rowTo('plain@example.es');
    expect(outboxCalendar(plain)).toBeNull();
    expect(plain.attachments).toBeNull();
    expect(outboxAttachments(plain)).toEqual([]);
  });

  it('keeps attached files in base64 and gives back their exact bytes', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const mailer = createOutboxMailer(database.db, logger);
    // Every byte value, as a PDF's binary streams hold them.
    const pdf = new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...Array.from({ length: 256 }, (_, i) => i)]);
    const note = new TextEncoder().encode('Parte firmado');
    await mailer.send({
      to: 'firma@example.es',
      subject: 'Tu parte de visita firmado',
      text: 'Adjuntamos el parte.',
      attachments: [
        { filename: 'parte-de-visita.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'nota.txt', contentType: 'text/plain', content: note },
      ],
    });
    const row = await rowTo('firma@example.es');
    expect(row.attachments).toEqual([
      {
        filename: 'parte-de-visita.pdf',
        contentType: 'application/pdf',
        base64: Buffer.from(pdf).toString('base64'),
      },
      { filename: 'nota.txt', contentType: 'text/plain', base64: 'UGFydGUgZmlybWFkbw==' },
    ]);
    const [file, text] = outboxAttachments(row);
    expect(file!.filename).toBe('parte-de-visita.pdf');
    expect(file!.contentType).toBe('application/pdf');
    expect([...file!.content]).toEqual([...pdf]);
    expect(new TextDecoder().decode(text!.content)).toBe('Parte firmado');
    // The log names the row only: no recipient, subject or file.
    const line = logs.find((l) => l.msg === 'mail stored in the outbox (/dev/outbox)')!;
    expect(line.mailId).toBe(row.id);
    expect(JSON.stringify(logs)).not.toMatch(/firma@example\.es|parte-de-visita|Tu parte/);
  });
});
