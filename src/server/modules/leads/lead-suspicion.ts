import type { LeadValues } from '../../../shared/lead-schema';
import type { LeadSuspicion } from '../../../shared/leads-dashboard';
import type { LimitRule } from '../../providers/limits/limit-store';

/** The window in which leads are counted, per address, per listing and per contact. */
export const LEAD_WINDOW_MS = 10 * 60_000;

/**
 * When a lead looks like part of a flood. Flagging never refuses anyone (a refusal would hit the next
 * real buyer): the lead is kept, shown with a badge, and told in one digest instead of an alert.
 * From the environment, so a load bench that raises the limits is not flagged either.
 */
export interface FloodThresholds {
  /** More leads than this to one listing within the window is a flood (LEAD_LIMIT_PER_LISTING). */
  perListing: number;
  /** More leads than this from one address (any listing): a script. A third of LEAD_LIMIT_PER_IP, at least 3. */
  perAddress: number;
  /** More leads than this to one listing with the same e-mail or phone, whatever the names. */
  perContact: number;
}

export function floodThresholds(env: {
  LEAD_LIMIT_PER_IP: number;
  LEAD_LIMIT_PER_LISTING: number;
}): FloodThresholds {
  const perAddress = Math.max(3, Math.floor(env.LEAD_LIMIT_PER_IP / 3));
  return { perListing: env.LEAD_LIMIT_PER_LISTING, perAddress, perContact: perAddress };
}

export const leadRules = (env: { LEAD_LIMIT_PER_IP: number }, t: FloodThresholds) =>
  ({
    /** The per-address limit that refuses (LEAD_LIMIT_PER_IP): a stranger's address only hurts that stranger. */
    byAddress: { name: 'lead-ip', limit: env.LEAD_LIMIT_PER_IP, windowMs: LEAD_WINDOW_MS },
    toListing: { name: 'lead-listing', limit: t.perListing, windowMs: LEAD_WINDOW_MS },
    byContact: { name: 'lead-contact', limit: t.perContact, windowMs: LEAD_WINDOW_MS },
  }) satisfies Record<string, LimitRule>;

/** A link where a name goes: what spam bots put in every field (markup alone is only escaped). */
const LINKISH = /https?:|www\.|\[url|\.(com|net|org|ru|xyz|top|info|io)\b/i;

/** The key that counts the same e-mail (or, without one, phone) on one listing. */
export function contactKey(slug: string, values: LeadValues): string | null {
  const contact = values.email?.trim().toLowerCase() || values.phone?.replace(/[^\d+]/g, '');
  return contact ? `${slug}|${contact}` : null;
}

/**
 * Why this lead is suspicious, or null. The first lead from a new address is only flagged for what
 * it says (a link in the name): a real buyer arriving in the middle of a flood still gets through.
 */
export function judgeLead(opts: {
  thresholds: FloodThresholds;
  values: LeadValues;
  fromAddress: number;
  toListing: number;
  sameContact: number;
}): LeadSuspicion | null {
  if (LINKISH.test(opts.values.firstName) || LINKISH.test(opts.values.lastName)) return 'link_in_name';
  const t = opts.thresholds;
  if (opts.fromAddress > t.perAddress) return 'address_burst';
  if (opts.sameContact > t.perContact) return 'repeated_contact';
  if (opts.toListing > t.perListing && opts.fromAddress > 1) return 'listing_flood';
  return null;
}
