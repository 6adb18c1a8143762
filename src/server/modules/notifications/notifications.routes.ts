import { Hono } from 'hono';
import {
  type NotificationPreferencesResponse,
  notificationPreferencesSchema,
  notificationsApi,
} from '../../../shared/notifications';
import type { AppDeps, AppEnv } from '../../context';
import { requireOwner } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { getNotificationPreferences } from './get-notification-preferences';
import { updateNotificationPreferences } from './update-notification-preferences';

/** Settings → Notificaciones: the preferences of the signed-in user's own agency, never another's. */
export function notificationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const owner = requireOwner(deps);

  return new Hono<AppEnv>()
    .get(notificationsApi.preferences, owner, async (c) => {
      const body: NotificationPreferencesResponse = {
        preferences: await getNotificationPreferences({ db, agencyId: c.get('agency').id }),
      };
      return c.json(body);
    })
    .put(notificationsApi.preferences, owner, async (c) => {
      const input = await readJson(c, notificationPreferencesSchema);
      const body: NotificationPreferencesResponse = {
        preferences: await updateNotificationPreferences({ db, agencyId: c.get('agency').id, input }),
      };
      return c.json(body);
    });
}
