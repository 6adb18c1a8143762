import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { calendarFeedTexts as t, visitLinkPaths } from '../../../shared/visit-links';
import { holdsSlot, type VisitProposer, type VisitStatus } from '../../../shared/visits';
import type { Db } from '../../db/client';
import { agencies, agencyMembers, listings, visits } from '../../db/schema';
import { keyedLinkId, keyedLinkMatches, keyedLinkToken, newLinkKey } from './calendar-feed-token';
import { calendarFeed, type IcsEvent } from './ics';

/** How far back the feed reaches: a month of past visits stays in the agent's calendar. */
export const FEED_PAST_DAYS = 30;

interface LinkDeps {
  db: Db;
  secret: string;
  publicUrl: string;
}

const feedUrl = (d: LinkDeps, memberId: string, key: string) =>
  new URL(visitLinkPaths.calendarFeed(keyedLinkToken(d.secret, 'visit-calendar', memberId, key)), d.publicUrl)
    .href;

/** The signed-in member's subscription URL (absolute, on the app's public address). */
export async function calendarLinkOf(d: LinkDeps, memberId: string): Promise<string> {
  const [row] = await d.db
    .select({ key: agencyMembers.calendarKey })
    .from(agencyMembers)
    .where(eq(agencyMembers.id, memberId));
  return feedUrl(d, memberId, row!.key);
}

/** "Cambiar el enlace": a new key, so every URL given before answers 404 from now on. */
export async function rotateCalendarLink(d: LinkDeps, memberId: string): Promise<string> {
  const key = newLinkKey();
  await d.db
    .update(agencyMembers)
    .set({ calendarKey: key, updatedAt: new Date() })
    .where(eq(agencyMembers.id, memberId));
  return feedUrl(d, memberId, key);
}

type FeedVisit = {
  uid: string;
  sequence: number;
  status: VisitStatus;
  proposed: boolean;
  proposedBy: VisitProposer | null;
  startAt: Date;
  endAt: Date;
  updatedAt: Date;
  visitorName: string;
  visitorEmail: string | null;
  visitorPhone: string | null;
  title: string | null;
  address: string | null;
  city: string | null;
};

/**
 * A visit as its feed event, or null when it has no place in a calendar: a time the visitor
 * proposed holds nothing until the agency answers (the dashboard shows it). Declined and canceled
 * ones stay, CANCELLED, so a calendar that kept the event drops it.
 */
export function feedEvent(v: FeedVisit, dashboardUrl: string): IcsEvent | null {
  const cancelled = v.status === 'canceled' || v.status === 'declined';
  if (!cancelled && v.status !== 'done' && !holdsSlot(v)) return null;
  const status = cancelled ? 'CANCELLED' : v.status === 'requested' ? 'TENTATIVE' : 'CONFIRMED';
  const description = [
    t.visitor(v.visitorName),
    v.visitorEmail && t.email(v.visitorEmail),
    v.visitorPhone && t.phone(v.visitorPhone),
    t.dashboard(dashboardUrl),
  ].filter(Boolean);
  const location = [v.address, v.city].filter(Boolean).join(', ');
  return {
    uid: v.uid,
    sequence: v.sequence,
    start: v.startAt,
    end: v.endAt,
    stamp: v.updatedAt,
    summary: t.summary(v.title ?? t.deletedListing),
    ...(location ? { location } : {}),
    description: description.join('\n'),
    url: dashboardUrl,
    status,
  };
}

/**
 * The feed a token opens, or null (a token never given, or one whose key was changed). A member's
 * own visits; the agency owner's feed also holds the agency's own calendar (visits of listings
 * without an assigned agent, member null), which nobody else's shows.
 */
export async function calendarFeedFor(d: LinkDeps, token: string, now = new Date()): Promise<string | null> {
  const claimed = keyedLinkId(token);
  if (!claimed) return null;
  const [member] = await d.db
    .select({
      id: agencyMembers.id,
      agencyId: agencyMembers.agencyId,
      role: agencyMembers.role,
      key: agencyMembers.calendarKey,
      agencyName: agencies.name,
    })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
    .where(eq(agencyMembers.id, claimed.id));
  if (!member || !keyedLinkMatches(d.secret, 'visit-calendar', claimed, member.key)) return null;
  const whose =
    member.role === 'owner'
      ? or(eq(visits.memberId, member.id), isNull(visits.memberId))
      : eq(visits.memberId, member.id);
  const rows = await d.db
    .select({
      uid: visits.uid,
      sequence: visits.sequence,
      status: visits.status,
      proposed: visits.proposed,
      proposedBy: visits.proposedBy,
      startAt: visits.startAt,
      endAt: visits.endAt,
      updatedAt: visits.updatedAt,
      visitorName: visits.visitorName,
      visitorEmail: visits.visitorEmail,
      visitorPhone: visits.visitorPhone,
      title: listings.title,
      address: listings.address,
      city: listings.city,
    })
    .from(visits)
    .leftJoin(listings, eq(listings.id, visits.listingId))
    .where(
      and(
        eq(visits.agencyId, member.agencyId),
        whose,
        gte(visits.endAt, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)),
      ),
    )
    .orderBy(visits.startAt);
  const dashboardUrl = new URL(visitLinkPaths.dashboardVisits, d.publicUrl).href;
  const events = rows
    .map((v) => feedEvent({ ...v, proposedBy: v.proposedBy as VisitProposer | null }, dashboardUrl))
    .filter((e): e is IcsEvent => e !== null);
  return calendarFeed({ name: t.calendarName(member.agencyName), events });
}
