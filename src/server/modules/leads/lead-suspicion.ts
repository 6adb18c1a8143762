import type { LeadValues } from '../../../shared/lead-schema';
import type { LeadSuspicion } from '../../../shared/leads-dashboard';
import { honeypotFilled } from '../../lib/intake-guard';
import type { LimitRule } from '../../providers/limits/limit-store';

/** The window of the per-address limit that refuses (LEAD_LIMIT_PER_IP). */
export const LEAD_WINDOW_MS = 10 * 60_000;
/** The window in which a flood is looked for: repeats, and leads from one address. */
export const FLOOD_WINDOW_MS = 60 * 60_000;

/**
 * When a lead looks like part of a flood. Flagging never refuses anyone (a refusal would hit the next
 * real buyer): the lead is kept, shown with a badge, and told in the hourly digest instead of an
 * alert. Different people writing from one address (an office, an open day, a carrier's shared
 * address) are not a flood: only repeated content and real volume are. From the environment, so a
 * load bench that raises the limits is not flagged either.
 */
export interface FloodThresholds {
  /** More leads than this from one address within the hour (any listing): a script. LEAD_LIMIT_PER_IP, at least 10. */
  perAddress: number;
  /**
   * More leads than this to one listing within the hour with the same e-mail or phone, or the same
   * name (digits aside), whatever the addresses. A third of LEAD_LIMIT_PER_IP, at least 3.
   */
  perRepeat: number;
}

export function floodThresholds(env: { LEAD_LIMIT_PER_IP: number }): FloodThresholds {
  return {
    perAddress: Math.max(10, env.LEAD_LIMIT_PER_IP),
    perRepeat: Math.max(3, Math.floor(env.LEAD_LIMIT_PER_IP / 3)),
  };
}

export const leadRules = (env: { LEAD_LIMIT_PER_IP: number }, t: FloodThresholds) =>
  ({
    /** The per-address limit that refuses (LEAD_LIMIT_PER_IP): a stranger's address only hurts that stranger. */
    byAddress: { name: 'lead-ip', limit: env.LEAD_LIMIT_PER_IP, windowMs: LEAD_WINDOW_MS },
    byAddressHour: { name: 'lead-ip-hour', limit: t.perAddress, windowMs: FLOOD_WINDOW_MS },
    byContact: { name: 'lead-contact-hour', limit: t.perRepeat, windowMs: FLOOD_WINDOW_MS },
    byContent: { name: 'lead-content-hour', limit: t.perRepeat, windowMs: FLOOD_WINDOW_MS },
  }) satisfies Record<string, LimitRule>;

/** A link where a name goes: what spam bots put in every field (markup alone is only escaped). */
const LINKISH = /https?:|www\.|\[url|\.(com|net|org|ru|xyz|top|info|io)\b/i;

/** The key that counts the same e-mail (or, without one, phone) on one listing. */
export function contactKey(slug: string, values: LeadValues): string | null {
  const contact = values.email?.trim().toLowerCase() || values.phone?.replace(/[^\d+]/g, '');
  return contact ? `${slug}|${contact}` : null;
}

/**
 * The key that counts nearly the same lead on one listing: the name lower-cased, without accents,
 * digits or punctuation ("Comprador17 Prueba" and "comprador 18 prueba" are one). A form has no
 * free text, so the name is what a script repeats while it varies the rest.
 */
export function contentKey(slug: string, values: LeadValues): string | null {
  const name = `${values.firstName} ${values.lastName}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\p{M}\d]/gu, '')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  return name ? `${slug}|${name}` : null;
}

/**
 * Why this lead is suspicious, or null. Counts are this lead's place in its counter's hour (1 for
 * the first): the first few leads of anything cannot be told from a buyer's, so only what comes
 * after a threshold is flagged, and a real buyer arriving in the middle of a flood still gets through.
 */
export function judgeLead(opts: {
  thresholds: FloodThresholds;
  values: LeadValues;
  /** Leads from this address within the hour, any listing. */
  fromAddress: number;
  sameContact: number;
  sameContent: number;
}): LeadSuspicion | null {
  const { values: v, thresholds: t } = opts;
  if (honeypotFilled(v)) return 'honeypot';
  if (LINKISH.test(v.firstName) || LINKISH.test(v.lastName)) return 'link_in_name';
  if (opts.sameContact > t.perRepeat) return 'repeated_contact';
  if (opts.sameContent > t.perRepeat) return 'repeated_content';
  if (opts.fromAddress > t.perAddress) return 'address_burst';
  return null;
}
