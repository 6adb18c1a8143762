import type { Db } from '../../db/client';
import { agentHasSeat } from '../team/seats';

/** Where an agency's e-mails go: its own address when it has one, else its owner's. */
export const agencyInbox = (agencyEmail: string | null | undefined, ownerEmail: string) =>
  agencyEmail?.trim() || ownerEmail;

/**
 * Where a listing's assigned agent gets their copy of an alert: their address, unless their
 * access is paused (more agents than the plan's seats, after a downgrade). A paused agent sees
 * no lead in the dashboard, so their inbox gets no buyer's details either; the agency's copy
 * still goes out.
 */
export async function agentInbox(
  db: Db,
  agencyId: string,
  agent: { agentUserId: string | null; agentEmail: string | null },
): Promise<string | null> {
  const email = agent.agentEmail?.trim();
  if (!email || !agent.agentUserId) return null;
  return (await agentHasSeat({ db, agencyId, userId: agent.agentUserId })) ? email : null;
}
