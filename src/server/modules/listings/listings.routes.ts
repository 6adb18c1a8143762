import { Hono } from 'hono';
import { type ListingsResponse, listingInputSchema, listingsApi } from '../../../shared/listings';
import type { AppDeps, AppEnv } from '../../context';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { publishLimit } from './listing-limit';
import { getOwnListing, listListings, photosByListing, toViews } from './load-listings';
import { createListing, deleteListing, updateListing } from './write-listing';

/** /api/listings: the signed-in user's agency's listings only. */
export function listingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { storage } = deps;
  const member = requireAgency(deps);
  const view = async (row: Awaited<ReturnType<typeof getOwnListing>>) =>
    (await toViews(db, storage, [row]))[0]!;

  return new Hono<AppEnv>()
    .get(listingsApi.list, member, async (c) => {
      const agencyId = c.get('agency').id;
      // The views counted here and not yet written: the cards show what just happened.
      await deps.pages.views.flush();
      const [items, limit] = await Promise.all([
        listListings({ db, storage, agencyId }),
        publishLimit(db, agencyId),
      ]);
      const published = items.filter((l) => l.published).length;
      const body: ListingsResponse = {
        listings: items,
        limit: { published, max: limit.max, planName: limit.planName },
      };
      return c.json(body);
    })
    .post(listingsApi.list, member, async (c) => {
      const values = await readJson(c, listingInputSchema);
      const agencyId = c.get('agency').id;
      const row = await createListing({ db, agencyId, values });
      return c.json({ listing: await view(row) }, 201);
    })
    .get(listingsApi.one.pattern, member, async (c) => {
      const agencyId = c.get('agency').id;
      const row = await getOwnListing(db, agencyId, c.req.param('id'));
      const photos = (await photosByListing(db, storage, [row.id])).get(row.id) ?? [];
      return c.json({ listing: await view(row), photos });
    })
    .put(listingsApi.one.pattern, member, async (c) => {
      const values = await readJson(c, listingInputSchema);
      const agencyId = c.get('agency').id;
      const listing = await getOwnListing(db, agencyId, c.req.param('id'));
      const row = await updateListing({ db, agencyId, listing, values });
      return c.json({ listing: await view(row) });
    })
    .delete(listingsApi.one.pattern, member, async (c) => {
      const agencyId = c.get('agency').id;
      await deleteListing({
        db,
        storage,
        agencyId,
        listingId: (await getOwnListing(db, agencyId, c.req.param('id'))).id,
      });
      return c.body(null, 204);
    });
}
