import { and, eq, isNull } from 'drizzle-orm';
import {
  VISIT_LENGTH,
  type VisitSettingsInput,
  type VisitSettingsView,
  WEEKDAYS,
  type WeeklyHours,
} from '../../../shared/visits';
import type { Db, Tx } from '../../db/client';
import { agencyMembers, visitSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** No hours at all: a calendar nobody set offers no slot (the visitor may still propose a time). */
export const noHours = (): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as WeeklyHours;

/** The signed-in user's member row in their agency (the owner has one too: ensure-my-agency). */
export async function memberIdOf(db: Db | Tx, agencyId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: agencyMembers.id })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)));
  if (!row) throw new AppError('not_found');
  return row.id;
}

const whose = (agencyId: string, memberId: string | null) =>
  and(
    eq(visitSettings.agencyId, agencyId),
    memberId ? eq(visitSettings.memberId, memberId) : isNull(visitSettings.memberId),
  );

/** The saved settings of one calendar (a member's, or the agency default when memberId is null). */
async function savedSettings(db: Db | Tx, agencyId: string, memberId: string | null) {
  const [row] = await db.select().from(visitSettings).where(whose(agencyId, memberId));
  return row ?? null;
}

export async function getVisitSettings(
  db: Db,
  agencyId: string,
  memberId: string | null,
): Promise<VisitSettingsView> {
  const row = await savedSettings(db, agencyId, memberId);
  return {
    scope: memberId ? 'member' : 'agency',
    weeklyHours: row?.weeklyHours ?? noHours(),
    lengthMinutes: row?.lengthMinutes ?? VISIT_LENGTH.default,
    autoConfirm: row?.autoConfirm ?? false,
    saved: !!row,
  };
}

export async function saveVisitSettings(
  db: Db,
  agencyId: string,
  memberId: string | null,
  input: VisitSettingsInput,
): Promise<VisitSettingsView> {
  const values = {
    weeklyHours: input.weeklyHours,
    lengthMinutes: input.lengthMinutes,
    autoConfirm: input.autoConfirm,
  };
  // One row per calendar (the NULLS NOT DISTINCT key): two saves at once end as the later one.
  await db
    .insert(visitSettings)
    .values({ agencyId, memberId, ...values })
    .onConflictDoUpdate({ target: [visitSettings.agencyId, visitSettings.memberId], set: values });
  return getVisitSettings(db, agencyId, memberId);
}

/**
 * The hours that offer a listing's slots: its agent's own, else the agency default (a listing
 * without an agent, or an agent who set none). Null when neither exists: no slots.
 */
export async function calendarSettings(db: Db | Tx, agencyId: string, memberId: string | null) {
  const own = memberId ? await savedSettings(db, agencyId, memberId) : null;
  return own ?? (await savedSettings(db, agencyId, null));
}
