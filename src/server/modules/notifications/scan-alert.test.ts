import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createListingRow, USER_AGENTS } from '../../../../test/support/activity';
import { createAgentMember } from '../../../../test/support/agents';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { notificationsApi } from '../../../shared/notifications';
import { agencies, agencyMembers, listings, mailOutbox } from '../../db/schema';
import { createScanAlertQueue } from './queue-scan-alert';

let a: TestApp;
beforeAll(async () => {
  // Due at once here (an hour after the first scan in production): the drain runs it.
  a = await createTestApp({ env: { SCAN_ALERT_DELAY_S: '0' } });
});
afterAll(() => a.close());
beforeEach(async () => {
  await a.deps.jobs.drain();
});

const mailsTo = (t: TestApp, to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const scan = (t: TestApp, code: string) =>
  t.app.request(`/q/${code}`, { headers: { 'user-agent': USER_AGENTS.mobile } });

/** A published listing of a new agency with its own e-mail; "escaneos" on unless told otherwise. */
async function listingOf(t: TestApp, opts: { scans?: boolean } = {}) {
  const owner = await signedInOwner(t);
  const email = `escaneos-${owner.agencyId.slice(0, 8)}@inmobiliaria.es`;
  await t.db.update(agencies).set({ name: 'Inmobiliaria Sol', email }).where(eq(agencies.id, owner.agencyId));
  if (opts.scans ?? true) {
    const res = await owner.client.request(notificationsApi.preferences, {
      method: 'PUT',
      json: { leads_email: true, scans_email: true, daily_summary: true, weekly_summary: true },
    });
    expect(res.status).toBe(200);
  }
  const listing = await createListingRow(t.db, owner.agencyId, { title: 'Ático con terraza' });
  return { ...owner, email, listing };
}

describe('scan alert', () => {
  it('sends one e-mail a day per listing with the day’s count, never one per scan, even from a second instance', async () => {
    const { email, listing } = await listingOf(a);
    for (let i = 0; i < 3; i++) expect((await scan(a, listing.qrCode)).status).toBe(302);
    expect(await a.deps.jobs.drain()).toBe(1);
    // More scans the same day: no new job on this instance...
    for (let i = 0; i < 2; i++) await scan(a, listing.qrCode);
    expect(await a.deps.jobs.drain()).toBe(0);
    // ...and another instance's job (or one after a restart) finds the day's alert sent.
    const b = await createTestApp({ sameDatabaseAs: a, env: { SCAN_ALERT_DELAY_S: '0' } });
    try {
      await scan(b, listing.qrCode);
      expect(await b.deps.jobs.drain()).toBe(1);
      expect(b.logs).toContainEqual(
        expect.objectContaining({ listingId: listing.id, outcome: 'already_sent' }),
      );
    } finally {
      await b.close();
    }

    const mails = await mailsTo(a, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tu cartel de Ático con terraza se ha escaneado 3 veces hoy');
    expect(mails[0]!.text).toContain(`Ver el microsite: http://localhost:3000/l/${listing.slug}`);
    expect(mails[0]!.html).toContain('role="presentation"');
    expect(mails[0]!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/email\/unsubscribe\?token=.+\.scans\..+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends nothing while "escaneos" is off (the default)', async () => {
    const { email, listing } = await listingOf(a, { scans: false });
    await scan(a, listing.qrCode);
    expect(await a.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(a, email)).toEqual([]);
    expect(a.logs).toContainEqual(expect.objectContaining({ listingId: listing.id, outcome: 'disabled' }));
  });

  it('goes to the listing’s assigned agent too, greeted by name, and the agency keeps its copy', async () => {
    const { email, listing, agencyId } = await listingOf(a);
    const agent = await createAgentMember(a.db, agencyId, { name: 'Lucía Ruiz' });
    await a.db.update(listings).set({ assignedMemberId: agent.memberId }).where(eq(listings.id, listing.id));
    for (let i = 0; i < 2; i++) await scan(a, listing.qrCode);
    expect(await a.deps.jobs.drain()).toBe(1);

    const [agency] = await mailsTo(a, email);
    const [own] = await mailsTo(a, agent.user.email);
    expect(agency!.subject).toBe('Tu cartel de Ático con terraza se ha escaneado 2 veces hoy');
    expect(agency!.text).toContain('Hola, Inmobiliaria Sol:');
    expect(own!.subject).toBe(agency!.subject);
    expect(own!.text).toContain('Hola, Lucía Ruiz:');
    expect(own!.text).toContain('eres el agente asignado a este inmueble en Inmobiliaria Sol');
    expect(own!.html).toContain('eres el agente asignado a este inmueble');
    // Its unsubscribe is the agent's own (decision 024), as one-click as the agency's.
    expect(own!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/email\/unsubscribe\?token=.+\.agent-scans\..+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Still one of each a day.
    await scan(a, listing.qrCode);
    await a.deps.jobs.drain();
    expect(await mailsTo(a, agent.user.email)).toHaveLength(1);
  });

  it('sends a paused agent (more agents than the plan’s seats) nothing; the agency keeps its copy', async () => {
    const { email, listing, agencyId } = await listingOf(a);
    const agent = await createAgentMember(a.db, agencyId, { name: 'Irene Mora' });
    await a.db.update(listings).set({ assignedMemberId: agent.memberId }).where(eq(listings.id, listing.id));
    // Pro → Plus (one user, the owner's): the agent's access is paused.
    await a.db.update(agencies).set({ currentPlan: 'plus' }).where(eq(agencies.id, agencyId));
    await scan(a, listing.qrCode);
    expect(await a.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(a, email)).toHaveLength(1);
    expect(await mailsTo(a, agent.user.email)).toEqual([]);
  });

  it('an agent’s unsubscribe link (or "Mis avisos") stops their copy only; the agency’s stays', async () => {
    const { email, listing, agencyId, client } = await listingOf(a);
    const agent = await createAgentMember(a.db, agencyId, { name: 'Sara Gil' });
    await a.db.update(listings).set({ assignedMemberId: agent.memberId }).where(eq(listings.id, listing.id));
    await scan(a, listing.qrCode);
    expect(await a.deps.jobs.drain()).toBe(1);
    const [own] = await mailsTo(a, agent.user.email);
    const [agencyCopy] = await mailsTo(a, email);
    expect(own!.text).toContain(
      'Darte de baja solo desactiva tus avisos: la agencia sigue recibiendo los suyos.',
    );
    expect(own!.text).toContain('Elegir mis avisos en Configuración → Mis avisos');
    // Its own link, not the agency's.
    const link = own!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(link).not.toBe(agencyCopy!.headers!['List-Unsubscribe']!.slice(1, -1));
    const path = link.replace('http://localhost:3000', '');
    const ask = await a.app.request(path);
    expect(await ask.text()).toContain(
      '¿Quieres dejar de recibir los avisos de escaneos de los inmuebles que tienes asignados en Inmobiliaria Sol?',
    );
    // The mail client's one-click POST (RFC 8058).
    const done = await a.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('la agencia sigue recibiendo los suyos');
    // The agency's preference is untouched; the agent's own switch is off.
    const prefs = await (await client.get(notificationsApi.preferences)).json();
    expect(prefs.preferences.scans_email).toBe(true);
    const [member] = await a.db.select().from(agencyMembers).where(eq(agencyMembers.id, agent.memberId));
    expect(member!.scanAlerts).toBe(false);
    // Another of their listings: its alert goes to the agency alone.
    const second = await createListingRow(a.db, agencyId, { title: 'Estudio en Lavapiés' });
    await a.db.update(listings).set({ assignedMemberId: agent.memberId }).where(eq(listings.id, second.id));
    await scan(a, second.qrCode);
    expect(await a.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(a, email)).toHaveLength(2);
    expect(await mailsTo(a, agent.user.email)).toHaveLength(1);
  });

  it('sends the agent nothing either while "escaneos" is off', async () => {
    const { listing, agencyId } = await listingOf(a, { scans: false });
    const agent = await createAgentMember(a.db, agencyId, { name: 'Pablo' });
    await a.db.update(listings).set({ assignedMemberId: agent.memberId }).where(eq(listings.id, listing.id));
    await scan(a, listing.qrCode);
    expect(await a.deps.jobs.drain()).toBe(1);
    expect(await mailsTo(a, agent.user.email)).toEqual([]);
  });

  it('does not count link-preview bots, nor queue an alert for them', async () => {
    const { listing } = await listingOf(a);
    await a.app.request(`/q/${listing.qrCode}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
    expect(await a.deps.jobs.drain()).toBe(0);
  });
});

describe('when the scan alert is due', () => {
  const due = async (t: TestApp, listingId: string) => {
    const { rows } = await t.db.execute(
      sql`select start_after as at from pgboss.job where name = 'scan-alert' and data->>'listingId' = ${listingId}`,
    );
    return rows.map((r) => new Date(r.at as string).toISOString());
  };

  it('an hour after the first scan of the day, and at the latest a minute before midnight in Spain', async () => {
    const queue = createScanAlertQueue(a.deps.jobs, 3600);
    const { listing } = await listingOf(a);
    // 10:15 in Madrid on a day in the future (the job stays queued while this file runs).
    expect(await queue(listing.id, new Date('2027-03-03T09:15:00Z'))).toBeTruthy();
    expect(await queue(listing.id, new Date('2027-03-03T09:20:00Z'))).toBeNull();
    expect(await due(a, listing.id)).toEqual(['2027-03-03T10:15:00.000Z']);
    const late = await listingOf(a);
    // 23:30 in Madrid: due at 23:59, still "hoy".
    expect(await queue(late.listing.id, new Date('2027-03-03T22:30:00Z'))).toBeTruthy();
    expect(await due(a, late.listing.id)).toEqual(['2027-03-03T22:59:00.000Z']);
  });
});
