import { Hono } from 'hono';
import {
  type NotificationPreferencesResponse,
  notificationPreferencesSchema,
  notificationsApi,
} from '../../../shared/notifications';
import type { AppDeps, AppEnv } from '../../context';
import { requireUser } from '../../http/require-user';
import { readJson } from '../../http/validate';
import { ensureMyAgency } from '../agencies/ensure-my-agency';
import { getNotificationPreferences } from './get-notification-preferences';
import { updateNotificationPreferences } from './update-notification-preferences';

/** Settings → Notificaciones: the preferences of the signed-in user's own agency, never another's. */
export function notificationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const auth = requireUser(deps.auth);
  const myAgencyId = async (userId: string) => (await ensureMyAgency({ db, userId })).id;

  return new Hono<AppEnv>()
    .get(notificationsApi.preferences, auth, async (c) => {
      const agencyId = await myAgencyId(c.get('user').id);
      const body: NotificationPreferencesResponse = {
        preferences: await getNotificationPreferences({ db, agencyId }),
      };
      return c.json(body);
    })
    .put(notificationsApi.preferences, auth, async (c) => {
      const input = await readJson(c, notificationPreferencesSchema);
      const agencyId = await myAgencyId(c.get('user').id);
      const body: NotificationPreferencesResponse = {
        preferences: await updateNotificationPreferences({ db, agencyId, input }),
      };
      return c.json(body);
    });
}
