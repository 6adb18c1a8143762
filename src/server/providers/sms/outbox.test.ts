import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/support/test-db';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { createOutboxSmsSender } from './outbox';
import { SmsError, smsErrorMessages } from './sms';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('outbox SMS sender', () => {
  it('stores the message with the phone in E.164 and logs only the row id', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const sms = createOutboxSmsSender(database.db, logger);
    expect(sms.kind).toBe('outbox');
    await sms.send({ to: '611 22 33 44', body: 'Tu código para firmar el parte de visita: 307514' });
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+34611223344'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBe('Tu código para firmar el parte de visita: 307514');
    const line = logs.find((l) => l.msg === 'sms stored in the outbox (/dev/outbox)')!;
    expect(line.smsId).toBe(rows[0]!.id);
    expect(JSON.stringify(logs)).not.toMatch(/611223344|307514/);
  });

  it('refuses a phone that is not one, in Spanish, and stores nothing', async () => {
    const sms = createOutboxSmsSender(database.db, pino({ level: 'silent' }));
    const err = await sms.send({ to: '555-12', body: 'Hola' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SmsError);
    expect((err as SmsError).reason).toBe('invalid');
    expect((err as SmsError).message).toBe(smsErrorMessages.invalidPhone);
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.body, 'Hola'))).toEqual([]);
  });
});
