import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { agencies, users } from '../../db/schema';
import type { Logger } from '../../logger';
import type { SubscriptionChange } from '../../providers/billing/billing-provider';
import type { Mailer } from '../../providers/mail/mailer';
import type { DraftedListing } from '../listings/enforce-listing-limit';
import { type ApplyResult, applySubscriptionEvent } from './apply-subscription-event';
import { listingsDraftedMessage } from './listings-drafted-message';

/** What applying a provider's change needs besides the database. */
export interface BillingContext {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

async function tellOwner(
  ctx: BillingContext,
  agencyId: string,
  plan: { name: string; maxListings: number },
  drafted: DraftedListing[],
) {
  const [owner] = await ctx.db
    .select({ email: users.email, agencyName: agencies.name })
    .from(agencies)
    .innerJoin(users, eq(users.id, agencies.ownerUserId))
    .where(eq(agencies.id, agencyId));
  if (!owner) return;
  await ctx.mailer.send(
    listingsDraftedMessage({
      to: owner.email,
      agencyName: owner.agencyName,
      plan,
      drafted,
      listingsUrl: ctx.publicUrl + paths.dashboard.listings,
      settingsUrl: ctx.publicUrl + paths.dashboard.settings,
    }),
  );
}

/**
 * Applies a subscription change from any path (Stripe webhook, local test mode, settings). When
 * the plan limit moved listings to draft without the user choosing them (a webhook, a change
 * without a keep list, a smaller plan after a cancellation), the owner is told by e-mail once
 * the change is committed; a mail failure is logged and never undoes the change.
 */
export async function applySubscriptionChange(
  ctx: BillingContext,
  change: SubscriptionChange,
  keepListingIds?: readonly string[],
): Promise<ApplyResult> {
  const { agencyId } = change.state;
  const outcome = await applySubscriptionEvent({ db: ctx.db, ...change, keepListingIds });
  if (outcome.drafted.length && outcome.plan?.maxListings != null && !keepListingIds) {
    const plan = { name: outcome.plan.name, maxListings: outcome.plan.maxListings };
    try {
      await tellOwner(ctx, agencyId, plan, outcome.drafted);
    } catch (err) {
      ctx.logger.error({ err, agencyId }, 'could not send the listings-drafted e-mail');
    }
  }
  if (outcome.drafted.length) {
    ctx.logger.info({ agencyId, drafted: outcome.drafted.length }, 'plan limit: listings moved to draft');
  }
  return outcome.result;
}
