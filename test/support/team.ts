import { teamApi } from '../../src/shared/team';
import { lastMailTo, uniqueEmail } from './factories';
import type { TestApp, TestClient } from './test-app';

/** The token of the newest invitation link e-mailed to an address (read from the outbox). */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t.db, email);
  const match = mail?.text.match(/\/auth\/invitation\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation e-mail for ${email}`);
  return match[1]!;
}

/** The owner invites a new address; the person registers from the e-mailed link and is signed in. */
export async function inviteNewAgent(t: TestApp, owner: TestClient, name = 'Ana Agente') {
  const email = uniqueEmail('agent');
  const invited = await owner.post(teamApi.invitations, { email });
  if (invited.status !== 201)
    throw new Error(`invitation failed with ${invited.status}: ${await invited.text()}`);
  const token = await invitationTokenFor(t, email);
  const client = t.client();
  const res = await client.post(teamApi.register(token), {
    name,
    password: 'secreto-123',
    acceptTerms: true,
  });
  if (res.status !== 201) throw new Error(`registration failed with ${res.status}: ${await res.text()}`);
  return { client, email };
}
