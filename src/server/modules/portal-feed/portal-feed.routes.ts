import { Hono } from 'hono';
import { MAX_PHOTOS } from '../../../shared/listings';
import {
  type PortalFeedSettings,
  portalFeedApi,
  portalFeedPaths,
  portalFeedTexts,
} from '../../../shared/portal-feed';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl, matchesEtag } from '../../http/cache';
import { requireOwner } from '../../http/require-agency';
import { AppError } from '../../lib/app-error';
import { changeVersion, createFeedCache, etagOf } from './feed-cache';
import { feedPhotoJpeg } from './feed-photo';
import { feedPlan } from './feed-plan';
import { agencyOfFeedToken, type FeedRow, getAgencyFeed, rotateAgencyFeed } from './feed-token';
import { kyeroFeedXml } from './kyero-xml';
import { loadFeedProperties } from './load-feed-listings';

/**
 * The agency's Kyero v3 feed at its secret URL (public, no session) and its settings in
 * Configuración (the owner's, like webhooks): docs/decisions/044-kyero-export-feed.md.
 */
export function portalFeedRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const origin = new URL(deps.env.PUBLIC_URL).origin;
  const owner = requireOwner(deps);
  const cache = createFeedCache();

  const settingsOf = (allowed: boolean, row: FeedRow | null): PortalFeedSettings => ({
    allowed,
    url: allowed && row ? `${origin}${portalFeedPaths.kyero(row.token)}` : null,
    created_at: allowed && row ? row.createdAt.toISOString() : null,
  });

  return new Hono<AppEnv>()
    .get(portalFeedApi.settings, owner, async (c) => {
      const agencyId = c.get('agency').id;
      const [plan, row] = await Promise.all([feedPlan(db, agencyId), getAgencyFeed(db, agencyId)]);
      return c.json(settingsOf(!!plan, row));
    })
    .post(portalFeedApi.rotate, owner, async (c) => {
      const agencyId = c.get('agency').id;
      if (!(await feedPlan(db, agencyId))) throw new AppError('plan_limit', portalFeedTexts.planRequired);
      return c.json(settingsOf(true, await rotateAgencyFeed(db, agencyId)));
    })
    .get(portalFeedPaths.kyero.pattern, async (c) => {
      const file = c.req.param('file');
      const token = file.endsWith('.xml') ? file.slice(0, -4) : '';
      const agencyId = token ? await agencyOfFeedToken(db, token) : null;
      // A portal simply stops getting listings: unknown, replaced and plan-less links are all 404.
      const plan = agencyId ? await feedPlan(db, agencyId) : null;
      if (!agencyId || !plan) return c.text('Not Found', 404, { 'Cache-Control': cacheControl.never });
      const photoLimit = Math.min(MAX_PHOTOS, plan.limits.photos_per_listing);
      const version = `${plan.code}:${photoLimit}:${await changeVersion(db, agencyId)}`;
      const feed = await cache.get(agencyId, version, async () => {
        const xml = kyeroFeedXml(await loadFeedProperties({ db, agencyId, origin, photoLimit }), new Date());
        return { xml, etag: etagOf(xml) };
      });
      c.header('Cache-Control', cacheControl.revalidate);
      c.header('X-Robots-Tag', 'noindex');
      c.header('ETag', feed.etag);
      if (matchesEtag(c.req.header('if-none-match'), feed.etag)) return c.body(null, 304);
      return c.body(feed.xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    })
    .get(portalFeedPaths.photo.pattern, async (c) => {
      const file = c.req.param('file');
      const tag = file.endsWith('.jpg') ? file.slice(0, -4) : '';
      const jpeg = tag
        ? await feedPhotoJpeg({ db, storage: deps.storage, photoId: c.req.param('id'), tag })
        : null;
      if (!jpeg) return c.text('Not Found', 404, { 'Cache-Control': cacheControl.never });
      // The URL carries the version of the bytes: a new photo or watermark is a new URL.
      return c.body(new Uint8Array(jpeg), 200, {
        'Content-Type': 'image/jpeg',
        'Cache-Control': cacheControl.immutable,
      });
    });
}
