import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  batchRequestSchema,
  type RenderResponse,
  renderRequestSchema,
  stagingApi,
  variantPatchSchema,
  variantStats,
} from '../../../shared/staging';
import type { AppDeps, AppEnv } from '../../context';
import { aiGenerations } from '../../db/schema';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { LOCAL_PROVIDER_NAME } from '../../providers/staging/local';
import { getOwnListing } from '../listings/load-listings';
import { advanceFromWebhook } from './advance-from-webhook';
import { getAllowance } from './allowance';
import { cancelRender } from './cancel-render';
import { getOwnRender, renderViews } from './render-view';
import { previewBatch, requestBatch } from './request-batch';
import { requestRender } from './request-render';
import {
  deleteVariant,
  getOwnVariant,
  listVariants,
  publicVariants,
  setApproval,
  variantView,
} from './variants';

/** Renders (generate, follow, cancel), variants (list, approve, delete, stats), allowance, webhook. */
export function stagingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { storage, logger, env } = deps;
  const signedIn = requireAgency(deps);
  // A render's state is polled: never answered from a cache, and it is the member's own data.
  const member: typeof signedIn = async (c, next) => {
    await signedIn(c, next);
    if (c.req.method === 'GET') c.header('Cache-Control', cacheControl.private);
  };
  const ownListing = (c: Context<AppEnv>) => getOwnListing(db, c.get('agency').id, c.req.param('id') ?? '');
  const oneRender = async (c: Context<AppEnv>) => {
    const row = await getOwnRender(db, c.get('agency').id, c.req.param('renderId') ?? '');
    return (await renderViews(db, storage, [row]))[0]!;
  };

  return new Hono<AppEnv>()
    .post(stagingApi.renders.pattern, member, async (c) => {
      const body = await readJson(c, renderRequestSchema);
      const listing = await ownListing(c);
      const { renders, batchId } = await requestRender({ deps, listing, userId: c.get('user').id, body });
      const views = await renderViews(
        db,
        storage,
        renders.map((r) => r.row),
      );
      const created = renders.some((r) => r.created);
      // `render`: the first one, as before variations and chains (one render per request).
      const answer: RenderResponse = {
        render: views[0]!,
        created,
        renders: views.map((view, i) => ({ ...view, created: renders[i]!.created })),
        batchId,
      };
      return c.json(answer, created ? 201 : 200);
    })
    .post(stagingApi.batchPreview.pattern, member, async (c) => {
      const body = await readJson(c, batchRequestSchema);
      const listing = await ownListing(c);
      return c.json({ plan: await previewBatch({ db, listing, body, provider: deps.staging }) });
    })
    .post(stagingApi.batch.pattern, member, async (c) => {
      const body = await readJson(c, batchRequestSchema);
      const listing = await ownListing(c);
      const { batchId, rows, plan } = await requestBatch({ deps, listing, userId: c.get('user').id, body });
      return c.json({ batchId, plan, renders: await renderViews(db, storage, rows) }, 201);
    })
    .get(stagingApi.renders.pattern, member, async (c) => {
      const listing = await ownListing(c);
      // `?batch=` follows one "Amueblar todo el inmueble" run.
      const batch = c.req.query('batch');
      if (batch !== undefined && !/^[0-9a-f-]{36}$/i.test(batch)) throw new AppError('not_found');
      const rows = await db
        .select()
        .from(aiGenerations)
        .where(
          and(eq(aiGenerations.listingId, listing.id), batch ? eq(aiGenerations.batchId, batch) : undefined),
        )
        .orderBy(desc(aiGenerations.createdAt))
        .limit(100);
      return c.json({ renders: await renderViews(db, storage, rows) });
    })
    .get(stagingApi.render.pattern, member, async (c) => c.json({ render: await oneRender(c) }))
    .post(stagingApi.cancel.pattern, member, async (c) => {
      const row = await getOwnRender(db, c.get('agency').id, c.req.param('renderId'));
      await cancelRender({ db, provider: deps.staging, logger, row });
      return c.json({ render: await oneRender(c) });
    })
    .get(stagingApi.variants.pattern, member, async (c) => {
      const listing = await ownListing(c);
      return c.json({ variants: await listVariants(db, storage, listing.id) });
    })
    .get(stagingApi.stats.pattern, member, async (c) => {
      const listing = await ownListing(c);
      return c.json({ stats: variantStats(await listVariants(db, storage, listing.id)) });
    })
    .patch(stagingApi.variant.pattern, member, async (c) => {
      const { approved } = await readJson(c, variantPatchSchema);
      const variant = await getOwnVariant(db, c.get('agency').id, c.req.param('variantId'));
      await setApproval({ db, variant, userId: c.get('user').id, approved });
      return c.json({ variant: await variantView(db, storage, variant.id) });
    })
    .delete(stagingApi.variant.pattern, member, async (c) => {
      const variant = await getOwnVariant(db, c.get('agency').id, c.req.param('variantId'));
      await deleteVariant({ db, storage, variant });
      return c.json({ ok: true });
    })
    .get(stagingApi.allowance, member, async (c) => {
      const { planName: _, ...allowance } = await getAllowance({ db, agencyId: c.get('agency').id });
      return c.json({
        allowance,
        configured: deps.staging !== null,
        // The staging page explains test renders and how to enable a real provider.
        testProvider: deps.staging?.name === LOCAL_PROVIDER_NAME,
      });
    })
    .post(stagingApi.webhook, async (c) => {
      const provider = deps.staging;
      if (!provider) throw new AppError('not_found');
      const state = await provider.verifyWebhook(c.req.raw.headers, await c.req.text());
      if (!state) throw new AppError('unauthorized');
      await advanceFromWebhook({
        db,
        storage,
        provider,
        logger,
        retryBaseMs: env.STAGING_RETRY_BASE_MS,
        timeoutMs: env.STAGING_TIMEOUT_MS,
        state,
      });
      return c.json({ ok: true });
    })
    .get(stagingApi.publicVariants.pattern, async (c) => {
      const list = await publicVariants(db, storage, c.req.param('slug'));
      if (!list) throw new AppError('not_found');
      // Approvals change at any time; the page revalidates like the microsite's own data.
      c.header('Cache-Control', cacheControl.revalidate);
      return c.json({ variants: list });
    });
}
