import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMailTo, uniqueEmail } from '../../../../test/support/factories';
import { invitationTokenFor, inviteNewAgent } from '../../../../test/support/team';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { authTexts } from '../../../shared/auth-texts';
import { legalVersions } from '../../../shared/legal';
import { api } from '../../../shared/paths';
import { type TeamResponse, teamApi, teamTexts } from '../../../shared/team';
import { agencies, agencyInvitations, agencyMembers, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('team: invitations', () => {
  it('e-mails a 7-day link; the new person registers from it and joins as agent, signed in', async () => {
    const owner = await signedInOwner(t, 'pro');
    const email = uniqueEmail('agent');
    const before = Date.now();
    expect((await owner.client.post(teamApi.invitations, { email })).status).toBe(201);
    const mail = await lastMailTo(t.db, email);
    expect(mail?.subject).toContain('te invita a su equipo');
    expect(mail?.html).toContain('Aceptar invitación');
    const [row] = await t.db.select().from(agencyInvitations).where(eq(agencyInvitations.email, email));
    const days = (row!.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const token = await invitationTokenFor(t, email);
    const preview = await (await t.client().get(teamApi.byToken(token))).json();
    expect(preview).toMatchObject({ email, hasAccount: false });

    const agent = t.client();
    // Joining makes an account: the Terms and Privacy must be accepted as on the sign-up page.
    const unaccepted = await agent.post(teamApi.register(token), { name: 'Ana', password: 'secreto-123' });
    expect([unaccepted.status, await errorOf(unaccepted)]).toEqual([422, authTexts.acceptTermsRequired]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const accepted = await agent.post(teamApi.register(token), {
      name: 'Ana',
      password: 'secreto-123',
      acceptTerms: true,
    });
    expect(accepted.status).toBe(201);
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({
      termsVersion: legalVersions.terms,
      privacyVersion: legalVersions.privacy,
    });
    expect(created?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before);
    const me = await (await agent.get(api.me)).json();
    expect(me.agency.id).toBe(owner.agencyId);
    expect(me.member.role).toBe('agent');
    expect(me.user.emailVerified).toBe(true);

    // Works once.
    const again = await t
      .client()
      .post(teamApi.register(token), { name: 'Otra', password: 'secreto-123', acceptTerms: true });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(teamTexts.invitationUsed);

    const team: TeamResponse = await (await owner.client.get(teamApi.team)).json();
    expect(team.members.map((m) => m.role)).toEqual(['owner', 'agent']);
    expect(team.members[1]).toMatchObject({ email, name: 'Ana' });
    expect(team.seats).toEqual({ used: 2, total: 3 });
  });

  it('lets an existing user sign in and accept; their unused automatic agency goes', async () => {
    const owner = await signedInOwner(t, 'pro');
    const user = await createUser(t.db);
    const client = t.client();
    await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    // A first visit gave them an (empty) agency of their own.
    const own = (await (await client.get(api.me)).json()).agency.id;
    await owner.client.post(teamApi.invitations, { email: user.email.toUpperCase() });
    const token = await invitationTokenFor(t, user.email);
    expect((await (await t.client().get(teamApi.byToken(token))).json()).hasAccount).toBe(true);
    expect((await client.post(teamApi.accept(token), {})).status).toBe(200);
    const me = await (await client.get(api.me)).json();
    expect(me.agency.id).toBe(owner.agencyId);
    expect(me.member.role).toBe('agent');
    expect(await t.db.select().from(agencies).where(eq(agencies.id, own))).toHaveLength(0);
  });

  it('refuses in Spanish: expired, revoked, wrong account, another agency in use, unknown link', async () => {
    const owner = await signedInOwner(t, 'pro');
    const email = uniqueEmail('agent');
    await owner.client.post(teamApi.invitations, { email });
    const token = await invitationTokenFor(t, email);
    await t.db
      .update(agencyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyInvitations.email, email));
    const expired = await t
      .client()
      .post(teamApi.register(token), { name: 'A', password: 'secreto-123', acceptTerms: true });
    expect([expired.status, await errorOf(expired)]).toEqual([409, teamTexts.invitationExpired]);

    // An expired invitation holds no seat: inviting again works and revoking ends the new link.
    await owner.client.post(teamApi.invitations, { email });
    const second = await invitationTokenFor(t, email);
    const team: TeamResponse = await (await owner.client.get(teamApi.team)).json();
    expect(team.invitations).toHaveLength(1);
    expect(
      (await owner.client.request(teamApi.invitation(team.invitations[0]!.id), { method: 'DELETE' })).status,
    ).toBe(200);
    const revoked = await t.client().get(teamApi.byToken(second));
    expect([revoked.status, await errorOf(revoked)]).toEqual([409, teamTexts.invitationRevoked]);

    // Signed in as someone else.
    const third = uniqueEmail('agent');
    await owner.client.post(teamApi.invitations, { email: third });
    const thirdToken = await invitationTokenFor(t, third);
    const stranger = await signedInOwner(t, null);
    const wrong = await stranger.client.post(teamApi.accept(thirdToken), {});
    expect([wrong.status, await errorOf(wrong)]).toEqual([403, teamTexts.wrongAccount(third)]);

    // The owner of an agency in use (it has a plan) cannot be pulled into another.
    const busy = await signedInOwner(t, 'plus');
    const [busyAgency] = await t.db.select().from(agencies).where(eq(agencies.id, busy.agencyId));
    await owner.client.post(teamApi.invitations, { email: busy.user.email });
    const busyToken = await invitationTokenFor(t, busy.user.email);
    const taken = await busy.client.post(teamApi.accept(busyToken), {});
    expect([taken.status, await errorOf(taken)]).toEqual([409, teamTexts.otherAgency(busyAgency!.name)]);

    const unknown = await t.client().get(teamApi.byToken('nada'));
    expect([unknown.status, await errorOf(unknown)]).toEqual([404, teamTexts.invitationNotFound]);
  });

  it('refuses a second invitation to a member and registration for an address with an account', async () => {
    const owner = await signedInOwner(t, 'pro');
    const { email } = await inviteNewAgent(t, owner.client);
    const dup = await owner.client.post(teamApi.invitations, { email });
    expect([dup.status, await errorOf(dup)]).toEqual([409, teamTexts.alreadyMember]);
    const self = await owner.client.post(teamApi.invitations, { email: owner.user.email });
    expect(self.status).toBe(409);

    const user = await createUser(t.db);
    await owner.client.post(teamApi.invitations, { email: user.email });
    const token = await invitationTokenFor(t, user.email);
    const res = await t
      .client()
      .post(teamApi.register(token), { name: 'X', password: 'secreto-123', acceptTerms: true });
    expect([res.status, await errorOf(res)]).toEqual([409, teamTexts.accountExists]);
  });
});

describe('team: removal', () => {
  it('ends the agent’s sessions at once; the agency keeps its members’ work', async () => {
    const owner = await signedInOwner(t, 'pro');
    const { client: agent } = await inviteNewAgent(t, owner.client);
    const listing = await agent.post('/api/listings', {
      energyStatus: 'in_progress',
      title: 'Piso del agente',
      price: 100000,
    });
    expect(listing.status).toBe(201);
    const team: TeamResponse = await (await owner.client.get(teamApi.team)).json();
    const member = team.members.find((m) => m.role === 'agent')!;
    const ownerMember = team.members.find((m) => m.role === 'owner')!;

    const cant = await owner.client.request(teamApi.member(ownerMember.id), { method: 'DELETE' });
    expect([cant.status, await errorOf(cant)]).toEqual([400, teamTexts.cannotRemoveOwner]);
    // Another agency cannot remove this agency's member.
    const other = await signedInOwner(t, 'pro');
    expect((await other.client.request(teamApi.member(member.id), { method: 'DELETE' })).status).toBe(404);

    expect((await owner.client.request(teamApi.member(member.id), { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    expect((await agent.get(api.me)).status).toBe(401);
    const list = await (await owner.client.get('/api/listings')).json();
    expect(JSON.stringify(list)).toContain('Piso del agente');
    const left = await t.db.select().from(agencyMembers).where(eq(agencyMembers.agencyId, owner.agencyId));
    expect(left).toHaveLength(1);
  });
});
