import type { LeadValues } from '../../../shared/lead-schema';
import type { LeadSuspicion } from '../../../shared/leads-dashboard';
import type { LimitRule } from '../../providers/limits/limit-store';

/** The window in which leads are counted, per address, per listing and per contact. */
export const LEAD_WINDOW_MS = 10 * 60_000;

/**
 * When a lead looks like part of a flood. Flagging never refuses anyone (a refusal would hit the next
 * real buyer): the lead is kept, shown with a badge, and told in one digest instead of an alert.
 */
export const LEAD_FLOOD = {
  /** More leads than this to one listing within the window is a flood. */
  perListing: 10,
  /** More leads than this from one address (any listing) within the window: a script, or a very busy NAT. */
  perAddress: 3,
  /** More leads than this to one listing with the same e-mail or phone, whatever the names. */
  perContact: 3,
} as const;

export const leadRules = {
  /** The per-address limit that refuses (LEAD_LIMIT_PER_IP): a stranger's address only hurts that stranger. */
  byAddress: (limit: number): LimitRule => ({ name: 'lead-ip', limit, windowMs: LEAD_WINDOW_MS }),
  toListing: { name: 'lead-listing', limit: LEAD_FLOOD.perListing, windowMs: LEAD_WINDOW_MS },
  byContact: { name: 'lead-contact', limit: LEAD_FLOOD.perContact, windowMs: LEAD_WINDOW_MS },
} satisfies Record<string, LimitRule | ((limit: number) => LimitRule)>;

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
  values: LeadValues;
  fromAddress: number;
  toListing: number;
  sameContact: number;
}): LeadSuspicion | null {
  if (LINKISH.test(opts.values.firstName) || LINKISH.test(opts.values.lastName)) return 'link_in_name';
  if (opts.fromAddress > LEAD_FLOOD.perAddress) return 'address_burst';
  if (opts.sameContact > LEAD_FLOOD.perContact) return 'repeated_contact';
  if (opts.toListing > LEAD_FLOOD.perListing && opts.fromAddress > 1) return 'listing_flood';
  return null;
}
