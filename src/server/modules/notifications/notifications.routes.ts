import { Hono } from 'hono';
import { agentsApi, memberAlertsSchema } from '../../../shared/agents';
import {
  type NotificationPreferencesResponse,
  notificationPreferencesSchema,
  notificationsApi,
} from '../../../shared/notifications';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency, requireOwner } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { getNotificationPreferences } from './get-notification-preferences';
import { getMemberAlerts, updateMemberAlerts } from './member-alerts';
import { updateNotificationPreferences } from './update-notification-preferences';

/**
 * Settings → Notificaciones: the preferences of the signed-in user's own agency, never another's,
 * and each member's own alert switches (/api/agency-members/me/alerts).
 */
export function notificationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const owner = requireOwner(deps);
  const member = requireAgency(deps);

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
    })
    .get(agentsApi.myAlerts, member, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      return c.json(await getMemberAlerts({ db, agencyId: c.get('agency').id, userId: c.get('user').id }));
    })
    .put(agentsApi.myAlerts, member, async (c) => {
      const alerts = await readJson(c, memberAlertsSchema);
      return c.json(
        await updateMemberAlerts({ db, agencyId: c.get('agency').id, userId: c.get('user').id, alerts }),
      );
    });
}
