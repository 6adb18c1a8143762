import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/support/test-db';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createOutboxMailer, outboxCalendar } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('outbox mailer', () => {
  it('keeps a message’s calendar part, and reads it back', async () => {
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
    const [withCal] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'cal@example.es'));
    expect(outboxCalendar(withCal!)).toEqual({ method: 'REQUEST', content: ics, filename: 'visita.ics' });
    expect(withCal!.headers!['X-Other']).toBe('1');
    expect(withCal!.links).toEqual(['https://escaparate.test/visita/abc']);
    const [plain] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'plain@example.es'));
    expect(outboxCalendar(plain!)).toBeNull();
  });
});
