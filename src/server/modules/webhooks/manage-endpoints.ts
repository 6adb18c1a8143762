import { and, count, desc, eq } from 'drizzle-orm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookAttemptView,
  type WebhookEndpointView,
  type WebhookSecretResponse,
  webhookTexts,
} from '../../../shared/webhooks';
import { lockAgency } from '../../db/agency-lock';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toAttemptView } from './attempt-delivery';
import { webhooksAllowed } from './webhook-plan';
import { newWebhookSecret, secretHint } from './webhook-signature';
import { resolveTarget, WebhookTargetError } from './webhook-target';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export function toEndpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    secret_hint: secretHint(row.secret),
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
  };
}

/** Refuses a change on a plan without webhooks (Smart, or none). */
export async function requireWebhookPlan(db: Db, agencyId: string): Promise<void> {
  if (!(await webhooksAllowed(db, agencyId))) throw new AppError('plan_limit', webhookTexts.planRequired);
}

/** An endpoint of this agency; another agency's id is answered as not found. */
export async function getOwnEndpoint(db: Db, agencyId: string, id: string): Promise<EndpointRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found', webhookTexts.notFound);
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.agencyId, agencyId)));
  if (!row) throw new AppError('not_found', webhookTexts.notFound);
  return row;
}

export async function listEndpoints(db: Db, agencyId: string): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.agencyId, agencyId))
    .orderBy(webhookEndpoints.createdAt);
  return rows.map(toEndpointView);
}

/** Checks a URL as a target (https, public addresses); the owner reads why it is refused. */
async function checkUrl(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await resolveTarget(url, { allowPrivate });
  } catch (err) {
    if (err instanceof WebhookTargetError)
      throw new AppError('validation', err.message, { url: err.message });
    throw err;
  }
}

/** Adds an endpoint with a new secret, answered once; at most MAX_WEBHOOK_ENDPOINTS per agency. */
export async function createEndpoint(opts: {
  db: Db;
  agencyId: string;
  url: string;
  allowPrivate: boolean;
}): Promise<WebhookSecretResponse> {
  const { db, agencyId } = opts;
  await requireWebhookPlan(db, agencyId);
  await checkUrl(opts.url, opts.allowPrivate);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    // The agency's row is the lock: two adds at once cannot both pass the count.
    await lockAgency(tx, agencyId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.agencyId, agencyId));
    if (n >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('plan_limit', webhookTexts.tooMany);
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({ agencyId, url: opts.url, secret })
      .returning();
    return inserted!;
  });
  return { endpoint: toEndpointView(row), secret };
}

/** Switches an endpoint on (plan permitting; its failure count starts again) or off. */
export async function setEndpointEnabled(opts: {
  db: Db;
  agencyId: string;
  id: string;
  enabled: boolean;
}): Promise<WebhookEndpointView> {
  const { db, agencyId } = opts;
  const endpoint = await getOwnEndpoint(db, agencyId, opts.id);
  if (opts.enabled) await requireWebhookPlan(db, agencyId);
  const [row] = await db
    .update(webhookEndpoints)
    .set(
      opts.enabled
        ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
        : { enabled: false, disabledReason: 'manual', disabledAt: new Date() },
    )
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return toEndpointView(row!);
}

/** Deletes an endpoint and its log; allowed on any plan, so a downgraded agency can tidy up. */
export async function deleteEndpoint(db: Db, agencyId: string, id: string): Promise<void> {
  const endpoint = await getOwnEndpoint(db, agencyId, id);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}

/** A new secret, effective for the next attempt; the old one stops signing at once. */
export async function rotateSecret(db: Db, agencyId: string, id: string): Promise<WebhookSecretResponse> {
  const endpoint = await getOwnEndpoint(db, agencyId, id);
  await requireWebhookPlan(db, agencyId);
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return { endpoint: toEndpointView(row!), secret };
}

/** The newest attempts of an endpoint, for its delivery log. */
export async function listAttempts(
  db: Db,
  agencyId: string,
  id: string,
  limit = 50,
): Promise<WebhookAttemptView[]> {
  const endpoint = await getOwnEndpoint(db, agencyId, id);
  const rows = await db
    .select({ attempt: webhookAttempts, eventType: webhookDeliveries.eventType })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(eq(webhookAttempts.endpointId, endpoint.id))
    .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.attempt))
    .limit(limit);
  return rows.map((r) => toAttemptView(r.attempt, r.eventType));
}
