import type { LeadValues } from '../../../shared/lead-schema';
import { leadTextsFor } from '../../../shared/leads';
import type { AppDeps } from '../../context';
import { AppError } from '../../lib/app-error';
import { checkLimits } from '../../providers/limits/limit-store';
import { queueFloodDigest } from '../notifications/queue-flood-digest';
import { queueLeadAlerts } from '../notifications/queue-lead-alert';
import { queueLeadWebhooks } from '../webhooks/queue-lead-webhooks';
import { contactKey, contentKey, floodThresholds, judgeLead, leadRules } from './lead-suspicion';
import { createLeadWriter } from './lead-writer';

export type LeadIntake = (opts: {
  slug: string;
  values: LeadValues;
  ip: string;
  userAgent: string | null;
}) => Promise<{ id: string; duplicate: boolean }>;

/**
 * The one way a lead comes in, shared by the JSON endpoint and the no-JavaScript form post so
 * both count against the same limits. Only the visitor's own address can be refused; a flood on a
 * listing is stored flagged (told in the agency's hourly digest), never turned into refusals for the next buyer.
 */
export function createLeadIntake(deps: AppDeps): LeadIntake {
  const thresholds = floodThresholds(deps.env);
  // Leads are stored in batches; each batch's alerts are queued in one statement before its
  // visitors are answered (a flagged lead gets no alert of its own: the hourly flood digest tells it).
  const writer = createLeadWriter({
    db: deps.database.db,
    logger: deps.logger,
    afterCommit: (stored) => {
      const leadIds = stored.filter((s) => !s.suspicion).map((s) => s.lead.id);
      return queueLeadAlerts(deps.jobs, leadIds).then(
        () => {},
        (err) => deps.logger.error({ err, leadIds }, 'could not queue the lead alerts'),
      );
    },
  });
  const rules = leadRules(deps.env, thresholds);
  return async ({ slug, values, ip, userAgent }) => {
    const { tooMany } = leadTextsFor(values.lang);
    const contact = contactKey(slug, values);
    const content = contentKey(slug, values);
    // Every counter in one round trip to the shared store. A store that fails (Redis down) must not
    // cost a buyer their lead: it is taken as an ordinary one, and the failure logged.
    const [address, addressHour, ...repeats] = await checkLimits(deps.limits, [
      { rule: rules.byAddress, key: ip },
      { rule: rules.byAddressHour, key: ip },
      ...(contact ? [{ rule: rules.byContact, key: contact }] : []),
      ...(content ? [{ rule: rules.byContent, key: content }] : []),
    ]).catch((err) => {
      deps.logger.error({ err }, 'lead limits unavailable: lead taken unchecked');
      return [{ allowed: true, count: 1, retryAfterSeconds: 0 }];
    });
    const sameContact = contact ? repeats.shift() : undefined;
    const sameContent = content ? repeats.shift() : undefined;
    if (!address!.allowed) throw new AppError('rate_limited', tooMany);
    // The honeypot (a person never fills it) only flags: the lead is kept and the sender is answered
    // as any buyer, so a bot learns nothing, and a person whose browser filled it is not lost.
    const suspicion = judgeLead({
      thresholds,
      values,
      fromAddress: addressHour?.count ?? 0,
      sameContact: sameContact?.count ?? 0,
      sameContent: sameContent?.count ?? 0,
    });
    const stored = await writer.submit({ slug, values, userAgent, suspicion });
    if (!stored) throw new AppError('not_found', leadTextsFor(values.lang).listingUnknown);
    const { lead, duplicate } = stored;
    // A lead is sent from the listing's page: its sender viewed it, whether or not the page's own
    // request was counted (a page kept by the browser, or a form sent without JavaScript).
    if (lead.listingId)
      deps.pages.views.record(
        { listingId: lead.listingId, agencyId: lead.agencyId },
        { address: ip, userAgent: userAgent ?? undefined },
      );
    deps.logger.info({ leadId: lead.id, listingId: lead.listingId, duplicate, suspicion }, 'lead received');
    if (!duplicate) {
      // The lead is committed (and its alert queued with its batch's): the visitor is told so even
      // if its webhooks or the flood digest cannot be queued. A flagged lead (part of a flood) goes
      // to no webhook, as it gets no alert of its own.
      const webhooks = suspicion
        ? null
        : queueLeadWebhooks(deps, lead).catch((err) =>
            deps.logger.error({ err, leadId: lead.id }, 'could not queue the lead webhooks'),
          );
      if (suspicion)
        await queueFloodDigest({ jobs: deps.jobs, limits: deps.limits, agencyId: lead.agencyId }).catch(
          (err) => deps.logger.error({ err, leadId: lead.id }, 'could not queue the flood digest'),
        );
      await webhooks;
    }
    return { id: lead.id, duplicate };
  };
}
