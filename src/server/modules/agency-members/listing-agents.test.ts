import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { agentsApi } from '../../../shared/agents';
import { agencies, mailOutbox, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', MICROSITE_CACHE_MS: '100' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.jobs.drain();
});

const LISTING = {
  energyStatus: 'in_progress',
  title: 'Piso con terraza en Ruzafa',
  address: 'Carrer de Sueca 20',
  city: 'València',
  published: true,
};

let seq = 0;
/** An owner with an agency contact, a listing, and one agent (Lucía) in the agency. */
async function agencyWithAgent() {
  const owner = await signedInOwner(t);
  const agencyEmail = `oficina-${++seq}-${Date.now()}@inmo.es`;
  await t.db
    .update(agencies)
    .set({ name: 'Inmobiliaria Turia', phone: '963 000 111', email: agencyEmail })
    .where(eq(agencies.id, owner.agencyId));
  const agent = await createAgentMember(t.db, owner.agencyId, { name: 'Lucía Ferrer', phone: '611 222 333' });
  const res = await owner.client.post('/api/listings', LISTING);
  expect(res.status).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string; slug: string } };
  return { ...owner, agent, listing, agencyEmail };
}

const assign = (c: Awaited<ReturnType<typeof agencyWithAgent>>, memberId: string | null | '') =>
  c.client.request(`/api/listings/${c.listing.id}`, {
    method: 'PUT',
    json: { ...LISTING, assignedMemberId: memberId },
  });

async function signIn(email: string, password: string) {
  const client = t.client();
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return client;
}

function sendLead(slug: string, firstName: string) {
  return t.client().post(
    `/api/public/listings/${slug}/leads`,
    {
      firstName,
      lastName: 'Soler',
      contactMethod: 'email',
      email: `${firstName.toLowerCase()}@example.es`,
      consent: true,
    },
    { 'x-forwarded-for': `203.0.113.${++seq % 250}` },
  );
}
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('assigned agent of a listing', () => {
  it('lists the agency members and assigns one; absent on an edit keeps it, "" frees it', async () => {
    const a = await agencyWithAgent();
    const members = await (await a.client.get(agentsApi.members)).json();
    expect(members.members.map((m: { name: string; role: string }) => [m.role, m.name])).toEqual([
      ['owner', a.user.email],
      ['agent', 'Lucía Ferrer'],
    ]);

    const res = await assign(a, a.agent.memberId);
    expect(res.status).toBe(200);
    expect((await res.json()).listing.assignedMemberId).toBe(a.agent.memberId);

    const edit = await a.client.request(`/api/listings/${a.listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, title: 'Piso reformado en Ruzafa' },
    });
    expect((await edit.json()).listing.assignedMemberId).toBe(a.agent.memberId);

    const freed = await assign(a, '');
    expect((await freed.json()).listing.assignedMemberId).toBeNull();
  });

  it("refuses another agency's member, on create and on edit, in Spanish", async () => {
    const a = await agencyWithAgent();
    const other = await agencyWithAgent();
    const res = await assign(a, other.agent.memberId);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('El agente elegido no pertenece a tu agencia.');
    const created = await a.client.post('/api/listings', {
      ...LISTING,
      assignedMemberId: other.agent.memberId,
    });
    expect(created.status).toBe(422);
    const notAnId = await assign(a, 'nadie');
    expect(notAnId.status).toBe(422);
    expect((await notAnId.json()).error.fields.assignedMemberId).toBe(
      'El agente elegido no pertenece a tu agencia.',
    );
    // Nothing changed, and another agency's member list stays out of reach.
    const listing = await (await a.client.get(`/api/listings/${a.listing.id}`)).json();
    expect(listing.listing.assignedMemberId).toBeNull();
    const members = await (await a.client.get(agentsApi.members)).json();
    expect(members.members.map((m: { id: string }) => m.id)).not.toContain(other.agent.memberId);
  });

  it('lets a member set their own contact details, validated', async () => {
    const a = await agencyWithAgent();
    const agentClient = await signIn(a.agent.user.email, a.agent.user.password);
    const bad = await agentClient.request(agentsApi.myContact, {
      method: 'PUT',
      json: { name: 'Lucía', phone: 'llámame', whatsapp: '' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.phone).toBe('Introduce un teléfono válido.');
    const ok = await agentClient.request(agentsApi.myContact, {
      method: 'PUT',
      json: { name: 'Lucía F.', phone: '699 888 777', whatsapp: '+34 622 000 111' },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).contact).toEqual({
      name: 'Lucía F.',
      phone: '699 888 777',
      whatsapp: '+34 622 000 111',
    });
    // The owner's own details are untouched.
    expect((await (await a.client.get(agentsApi.myContact)).json()).contact).toEqual({
      name: null,
      phone: null,
      whatsapp: null,
    });
  });

  it('lets a member switch their own scan alerts, validated, and says when the agency has them off', async () => {
    const a = await agencyWithAgent();
    const agentClient = await signIn(a.agent.user.email, a.agent.user.password);
    // The agency's "escaneos" is off by default: the switch is the agent's, the note says why.
    expect(await (await agentClient.get(agentsApi.myAlerts)).json()).toEqual({
      alerts: { scan_alerts: true },
      agencyScans: false,
    });
    const bad = await agentClient.request(agentsApi.myAlerts, { method: 'PUT', json: { scan_alerts: 'no' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toMatch(/^[^a-z]*[A-ZÁÉÍÓÚ¿]/);
    const ok = await agentClient.request(agentsApi.myAlerts, { method: 'PUT', json: { scan_alerts: false } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).alerts).toEqual({ scan_alerts: false });
    // The owner's own switch, and the agency's preference, are untouched.
    expect((await (await a.client.get(agentsApi.myAlerts)).json()).alerts).toEqual({ scan_alerts: true });
    expect((await (await a.client.get('/api/notification-preferences')).json()).preferences.scans_email).toBe(
      false,
    );
  });

  it("shows the agent on the microsite instead of the agency's phone, and re-renders on every change", async () => {
    const a = await agencyWithAgent();
    const path = `/l/${a.listing.slug}`;
    // The contact block only (the page's data also carries the agency's own phone).
    const html = async () => {
      const page = await (await t.app.request(path)).text();
      return page.slice(
        page.indexOf('id="contact-title"'),
        page.indexOf('</section>', page.indexOf('id="contact-title"')),
      );
    };
    expect(await html()).toContain('963 000 111');

    await assign(a, a.agent.memberId);
    let page = await html();
    expect(page).toContain('Lucía Ferrer');
    expect(page).toContain('611 222 333');
    expect(page).toContain('https://wa.me/34611222333');
    expect(page).not.toContain('963 000 111');

    const agentClient = await signIn(a.agent.user.email, a.agent.user.password);
    await agentClient.request(agentsApi.myContact, {
      method: 'PUT',
      json: { name: '', phone: '699 888 777', whatsapp: '622 000 111' },
    });
    page = await html();
    expect(page).toContain('699 888 777');
    expect(page).toContain('https://wa.me/34622000111');
    expect(page).not.toContain('611 222 333');

    // A rename of the user (not through this API) reaches the page through the trigger.
    await t.db.update(users).set({ name: 'Lucía Ferrer Puig' }).where(eq(users.id, a.agent.user.id));
    await expect.poll(html, { timeout: 2000 }).toContain('Lucía Ferrer Puig');

    await assign(a, null);
    page = await html();
    expect(page).not.toContain('Lucía');
    expect(page).toContain('963 000 111');
  });

  it('e-mails the lead alert to the assigned agent and to the agency, and to nobody with alerts off', async () => {
    const a = await agencyWithAgent();
    expect((await sendLead(a.listing.slug, 'Marta')).status).toBe(201);
    await t.deps.jobs.drain();
    expect(await mailsTo(a.agent.user.email)).toHaveLength(0);
    expect(await mailsTo(a.agencyEmail)).toHaveLength(1);

    await assign(a, a.agent.memberId);
    expect((await sendLead(a.listing.slug, 'Pablo')).status).toBe(201);
    await t.deps.jobs.drain();
    const toAgent = await mailsTo(a.agent.user.email);
    expect(toAgent).toHaveLength(1);
    expect(toAgent[0]!.subject).toBe('Nuevo lead: Pablo Soler · Piso con terraza en Ruzafa');
    expect(toAgent[0]!.text).toContain('Hola, Lucía Ferrer:');
    expect(toAgent[0]!.text).toContain('eres el agente asignado a este inmueble en Inmobiliaria Turia');
    expect(await mailsTo(a.agencyEmail)).toHaveLength(2);

    await a.client.request('/api/notification-preferences', {
      method: 'PUT',
      json: { leads_email: false, scans_email: false, daily_summary: true, weekly_summary: true },
    });
    expect((await sendLead(a.listing.slug, 'Irene')).status).toBe(201);
    await t.deps.jobs.drain();
    expect(await mailsTo(a.agent.user.email)).toHaveLength(1);
    expect(await mailsTo(a.agencyEmail)).toHaveLength(2);
  });

  it('sends a paused agent no lead alert while the plan has no seat for them; the agency gets it', async () => {
    const a = await agencyWithAgent();
    await assign(a, a.agent.memberId);
    // Pro → Plus (one user, the owner's): the agent's access is paused, and so are their alerts.
    await t.db.update(agencies).set({ currentPlan: 'plus' }).where(eq(agencies.id, a.agencyId));
    expect((await sendLead(a.listing.slug, 'Marta')).status).toBe(201);
    await t.deps.jobs.drain();
    expect(await mailsTo(a.agent.user.email)).toHaveLength(0);
    expect(await mailsTo(a.agencyEmail)).toHaveLength(1);
    // Back on Pro, the seat is theirs again, and so are the alerts.
    await t.db.update(agencies).set({ currentPlan: 'pro' }).where(eq(agencies.id, a.agencyId));
    expect((await sendLead(a.listing.slug, 'Pablo')).status).toBe(201);
    await t.deps.jobs.drain();
    expect(await mailsTo(a.agent.user.email)).toHaveLength(1);
    expect(await mailsTo(a.agencyEmail)).toHaveLength(2);
  });

  it('filters "Mis leads" on the server and says who handles each lead', async () => {
    const a = await agencyWithAgent();
    const second = await a.client.post('/api/listings', {
      ...LISTING,
      title: 'Local en Benimaclet',
    });
    const other = (await second.json()).listing as { slug: string };
    await assign(a, a.agent.memberId);
    await sendLead(a.listing.slug, 'Marta');
    await sendLead(other.slug, 'Pablo');
    // Another agency's lead on a listing assigned to its own agent.
    const b = await agencyWithAgent();
    await assign(b, b.agent.memberId);
    await sendLead(b.listing.slug, 'Intrusa');

    const agentClient = await signIn(a.agent.user.email, a.agent.user.password);
    const all = await (await agentClient.get('/api/leads')).json();
    expect(
      all.leads.map((l: { firstName: string; handledBy: { name: string } | null }) => [
        l.firstName,
        l.handledBy?.name ?? null,
      ]),
    ).toEqual([
      ['Pablo', null],
      ['Marta', 'Lucía Ferrer'],
    ]);
    const mine = await (await agentClient.get('/api/leads?mine=true')).json();
    expect(mine.leads.map((l: { firstName: string }) => l.firstName)).toEqual(['Marta']);
    expect(mine.stats.total).toBe(1);
    // The owner has nothing assigned: "Mis leads" is empty for them.
    const ownerMine = await (await a.client.get('/api/leads?mine=true')).json();
    expect(ownerMine.leads).toEqual([]);
    const csv = await (await agentClient.get('/api/leads/export.csv?mine=true')).text();
    expect(csv).toContain('Marta');
    expect(csv).not.toContain('Pablo');
    expect(csv).not.toContain('Intrusa');
  });
});
