import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signedInOwner,
  type TestApp,
  type TestClient,
} from '../../../../test/support/test-app';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationsApi,
  notificationTexts,
} from '../../../shared/notifications';
import { notificationPreferences } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (client: TestClient) => {
  const res = await client.get(notificationsApi.preferences);
  expect(res.status).toBe(200);
  return (await res.json()).preferences;
};
const save = (client: TestClient, json: unknown) =>
  client.request(notificationsApi.preferences, { method: 'PUT', json });
const rowOf = async (agencyId: string) =>
  (
    await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.agencyId, agencyId))
  )[0];

const allOff = { leads_email: false, scans_email: false, daily_summary: false, weekly_summary: false };

describe('notification preferences', () => {
  it('starts with the spec defaults: leads e-mail on, scans off, daily and weekly on', async () => {
    const { client } = await signedInOwner(t);
    expect(await read(client)).toEqual({
      leads_email: true,
      scans_email: false,
      daily_summary: true,
      weekly_summary: true,
    });
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual(await read(client));
  });

  it('answers the defaults for an agency without a row, and creates it on save', async () => {
    const { client, agencyId } = await signedInOwner(t);
    await t.db.delete(notificationPreferences).where(eq(notificationPreferences.agencyId, agencyId));
    expect(await read(client)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const res = await save(client, { ...DEFAULT_NOTIFICATION_PREFERENCES, scans_email: true });
    expect(res.status).toBe(200);
    expect((await rowOf(agencyId))?.scansEmail).toBe(true);
  });

  it('saves all four for real: the answer, a new read and the table agree', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const wanted = { leads_email: false, scans_email: true, daily_summary: false, weekly_summary: true };
    const res = await save(client, wanted);
    expect(res.status).toBe(200);
    expect((await res.json()).preferences).toEqual(wanted);
    expect(await read(client)).toEqual(wanted);
    expect(await rowOf(agencyId)).toMatchObject({
      leadsEmail: false,
      scansEmail: true,
      dailySummary: false,
      weeklySummary: true,
    });
    // And back again.
    expect((await save(client, DEFAULT_NOTIFICATION_PREFERENCES)).status).toBe(200);
    expect(await read(client)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('refuses a missing or non-boolean value in Spanish and changes nothing', async () => {
    const { client } = await signedInOwner(t);
    const res = await save(client, { leads_email: 'no', scans_email: true, daily_summary: true });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe('validation');
    expect(error.message).toBe(notificationTexts.invalidValue);
    expect(error.fields).toEqual({
      leads_email: notificationTexts.invalidValue,
      weekly_summary: notificationTexts.invalidValue,
    });
    const malformed = await client.request(notificationsApi.preferences, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"leads_email":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBe('El cuerpo de la solicitud no es JSON válido.');
    expect(await read(client)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('needs a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get(notificationsApi.preferences)).status).toBe(401);
    expect((await save(anonymous, allOff)).status).toBe(401);
  });

  it("touches only the caller's own agency", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    expect((await save(a.client, allOff)).status).toBe(200);
    expect(await read(b.client)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    // An agency id in the body is ignored: there is no way to name another agency.
    const sneaky = { ...DEFAULT_NOTIFICATION_PREFERENCES, scans_email: true, agency_id: a.agencyId };
    expect((await save(b.client, sneaky)).status).toBe(200);
    expect(await read(a.client)).toEqual(allOff);
    expect((await rowOf(a.agencyId))?.scansEmail).toBe(false);
    expect((await rowOf(b.agencyId))?.scansEmail).toBe(true);
  });
});
