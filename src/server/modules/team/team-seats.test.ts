import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/support/factories';
import { inviteNewAgent } from '../../../../test/support/team';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import type { SubscriptionInfo } from '../../../shared/billing';
import { api } from '../../../shared/paths';
import { type TeamResponse, teamApi, teamTexts } from '../../../shared/team';
import { agencies, agencyInvitations, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('team: seats', () => {
  it('gives parallel invitations at the limit exactly the free seats (pending ones count)', async () => {
    const owner = await signedInOwner(t, 'pro');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => owner.client.post(teamApi.invitations, { email: uniqueEmail('rush') })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403]);
    const refused = results.find((r) => r.status === 403)!;
    expect(await errorOf(refused)).toBe(teamTexts.noSeats(3, 3));
    const pending = await t.db
      .select()
      .from(agencyInvitations)
      .where(eq(agencyInvitations.agencyId, owner.agencyId));
    expect(pending).toHaveLength(2);
    const team: TeamResponse = await (await owner.client.get(teamApi.team)).json();
    expect(team.seats).toEqual({ used: 3, total: 3 });
  });

  it('gives Smart and Plus one user, the owner: no invitation', async () => {
    for (const plan of ['smart', 'plus'] as const) {
      const owner = await signedInOwner(t, plan);
      const res = await owner.client.post(teamApi.invitations, { email: uniqueEmail('nope') });
      expect([res.status, await errorOf(res)]).toEqual([403, teamTexts.noSeats(1, 1)]);
    }
  });

  it('frees the seat of a revoked invitation', async () => {
    const owner = await signedInOwner(t, 'pro');
    await owner.client.post(teamApi.invitations, { email: uniqueEmail('a') });
    await owner.client.post(teamApi.invitations, { email: uniqueEmail('b') });
    expect((await owner.client.post(teamApi.invitations, { email: uniqueEmail('c') })).status).toBe(403);
    const team: TeamResponse = await (await owner.client.get(teamApi.team)).json();
    await owner.client.request(teamApi.invitation(team.invitations[0]!.id), { method: 'DELETE' });
    expect((await owner.client.post(teamApi.invitations, { email: uniqueEmail('c') })).status).toBe(201);
  });
});

describe('team: a plan with fewer seats', () => {
  it('is refused while the team is larger, explaining what to do first', async () => {
    const owner = await signedInOwner(t, null);
    const { url } = await (await owner.client.post('/api/billing/checkout', { plan_code: 'pro' })).json();
    const checkoutId = url.split('/billing/checkout/')[1];
    await owner.client.post(`/api/billing/local/checkout/${checkoutId}/confirm`, {});
    const { client: agent } = await inviteNewAgent(t, owner.client);
    const res = await owner.client.post('/api/billing/change-plan', { plan_code: 'plus' });
    expect([res.status, await errorOf(res)]).toEqual([409, teamTexts.downgradeBlocked(2, 'Plus', 1)]);
    const info: SubscriptionInfo = await (
      await owner.client.post('/api/billing/check-subscription', {})
    ).json();
    expect(info.plan_code).toBe('pro');
    // Once the agent is removed, the change goes through.
    const team: TeamResponse = await (await owner.client.get(teamApi.team)).json();
    await owner.client.request(teamApi.member(team.members[1]!.id), { method: 'DELETE' });
    expect((await agent.get(api.me)).status).toBe(401);
    const ok = await owner.client.post('/api/billing/change-plan', { plan_code: 'plus' });
    expect(ok.status).toBe(200);
  });

  it('that arrives anyway leaves the newest agents without access until a seat is free', async () => {
    const owner = await signedInOwner(t, 'pro');
    const first = await inviteNewAgent(t, owner.client, 'Primera');
    const second = await inviteNewAgent(t, owner.client, 'Segundo');
    // As if the plan changed outside the app (the provider's portal): Pro → a two-seat world is
    // not a plan, so drop to Plus (one seat): both agents wait, the owner works on.
    await t.db.update(agencies).set({ currentPlan: 'plus' }).where(eq(agencies.id, owner.agencyId));
    await t.db.update(agencies).set({ name: 'Inmobiliaria Sol' }).where(eq(agencies.id, owner.agencyId));
    await t.db.update(users).set({ name: 'Marta Dueña' }).where(eq(users.id, owner.user.id));
    const ownerEmail = owner.user.email;
    // Told why and whom to ask, on every call the dashboard makes, its gate's check included.
    const paused = {
      code: 'seat_paused',
      message: teamTexts.seatPaused({
        agencyName: 'Inmobiliaria Sol',
        planName: 'Plus',
        seats: 1,
        ownerName: 'Marta Dueña',
        ownerEmail,
      }),
    };
    expect(paused.message).toContain(`pide a Marta Dueña (${ownerEmail}), propietario de la agencia`);
    expect(paused.message).toContain('El plan Plus de Inmobiliaria Sol incluye 1 usuario');
    for (const agent of [first.client, second.client]) {
      for (const res of [
        await agent.get('/api/listings'),
        await agent.get(api.me),
        await agent.post('/api/billing/check-subscription', {}),
      ]) {
        expect(res.status).toBe(403);
        expect((await res.json()).error).toEqual(paused);
      }
    }
    expect((await owner.client.get('/api/listings')).status).toBe(200);
    await t.db.update(agencies).set({ currentPlan: 'pro' }).where(eq(agencies.id, owner.agencyId));
    expect((await first.client.get('/api/listings')).status).toBe(200);
    expect((await second.client.get('/api/listings')).status).toBe(200);
  });
});
