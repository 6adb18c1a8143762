import { and, eq } from 'drizzle-orm';
import {
  type AgencyFilterState,
  type AgencyPublished,
  type AgencyQuery,
  UNFILTERED,
} from '../../../shared/agency-filters';
import { catalogLabel } from '../../../shared/catalog-labels';
import { toEnergyCertificate } from '../../../shared/energy-certificate';
import { DEFAULT_LANG, type Lang } from '../../../shared/lang';
import { publicAddress, publicPoint } from '../../../shared/listing-catalog';
import { MAX_PHOTOS, type PhotoView } from '../../../shared/listings';
import {
  agencyListingPath,
  type MicrositePage,
  type PublicAgency,
  type PublicListing,
  type PublicPhoto,
} from '../../../shared/microsite';
import { micrositeTextsFor } from '../../../shared/microsite-texts';
import { shownPhotos } from '../../../shared/shown-photos';
import { normalizeWebsite } from '../../../shared/website';
import type { Db } from '../../db/client';
import { agencies, agencyMembers, listings, users } from '../../db/schema';
import type { Storage } from '../../providers/storage/storage';
import { memberDisplayName } from '../agency-members/member-name';
import { adFields, type ListingRow } from '../listings/listing-view';
import { photosByListing } from '../listings/load-listings';
import { publicPhotoLimit } from '../listings/public-photo-limit';
import { approvedVariants } from '../staging/variants';
import { coversOf, filteredListings, publishedSummary } from './agency-page-listings';

type AgencyRow = typeof agencies.$inferSelect;
type ListingPage = Extract<MicrositePage, { kind: 'listing' }>;
type AgencyPage = Extract<MicrositePage, { kind: 'agency' }>;
type UnavailablePage = Extract<MicrositePage, { kind: 'listing-unavailable' }>;

export function toPublicAgency(a: AgencyRow, storage: Storage): PublicAgency {
  return {
    slug: a.slug,
    name: a.name,
    city: a.city,
    phone: a.phone,
    email: a.email,
    website: normalizeWebsite(a.website),
    logoUrl: a.showLogo && a.logoKey ? storage.publicUrl(a.logoKey) : null,
    showContact: a.showContact,
    primaryColor: a.primaryColor,
    secondaryColor: a.secondaryColor,
  };
}

/**
 * The cover first, then the rest in the agency's order, as many as the plan shows (`limit`); alt
 * texts name the room (in the page's language).
 */
function toPublicPhotos(
  l: Pick<ListingRow, 'title' | 'coverPhotoId'>,
  photos: PhotoView[],
  lang: Lang,
  limit = MAX_PHOTOS,
): PublicPhoto[] {
  const t = micrositeTextsFor(lang);
  return shownPhotos(photos, l.coverPhotoId, limit).map((p, i) => ({
    id: p.id,
    alt: p.room
      ? `${l.title}: ${catalogLabel(lang, 'room', p.room_code, p.room).toLowerCase()}`
      : t.photoAlt(l.title, i + 1),
    width: p.width,
    height: p.height,
    sources: p.sources,
  }));
}

/** What a visitor may see of a listing: the address and the point as its privacy allows. */
function toPublicListing(l: ListingRow, photos: PhotoView[], lang: Lang, limit: number): PublicListing {
  const point = publicPoint(l.lat, l.lng, l.addressPrivacy);
  return {
    slug: l.slug,
    title: l.title,
    price: l.price,
    address: publicAddress(l.address, l.addressPrivacy),
    city: l.city,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    locationApproximate: point?.approximate ?? l.addressPrivacy !== 'exact',
    ...adFields(l),
    photos: toPublicPhotos(l, photos, lang, limit),
  };
}

/**
 * A published listing with its agency and photos, in one round of queries. With `agencySlug`
 * (the `/{agencySlug}/{listingSlug}` form) the listing must belong to that agency.
 */
export async function loadListingPage(opts: LoadListingOptions): Promise<ListingPage | null> {
  return (await loadOwnedListingPage(opts))?.page ?? null;
}

interface LoadListingOptions {
  db: Db;
  storage: Storage;
  slug: string;
  agencySlug?: string;
  /** The language of the texts made here (photo alt texts); Spanish unless told. */
  lang?: Lang;
}

/** The page and the id of the agency it belongs to (whose changes make a stored copy stale). */
export async function loadOwnedListingPage(
  opts: LoadListingOptions,
): Promise<{ page: ListingPage; agencyId: string; listingId: string } | null> {
  const { db, storage, lang = DEFAULT_LANG } = opts;
  const where = [eq(listings.slug, opts.slug), eq(listings.published, true)];
  if (opts.agencySlug !== undefined) where.push(eq(agencies.slug, opts.agencySlug));
  // The agent only while still a member of this agency (the foreign key frees a removed one).
  const [row] = await db
    .select({
      listing: listings,
      agency: agencies,
      agentId: agencyMembers.id,
      agentName: memberDisplayName,
      agentPhone: agencyMembers.phone,
      agentWhatsapp: agencyMembers.whatsapp,
    })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .leftJoin(
      agencyMembers,
      and(eq(agencyMembers.id, listings.assignedMemberId), eq(agencyMembers.agencyId, listings.agencyId)),
    )
    .leftJoin(users, eq(users.id, agencyMembers.userId))
    .where(and(...where));
  if (!row) return null;
  // The approved renders come with the page: the AI section needs no request of its own.
  const [photos, staging, limit] = await Promise.all([
    photosByListing(db, storage, [row.listing.id]),
    approvedVariants(db, storage, row.listing.id),
    publicPhotoLimit(db, row.agency.id),
  ]);
  const listing = toPublicListing(row.listing, photos.get(row.listing.id) ?? [], lang, limit);
  // A render of a photo the plan does not show is not shown either.
  const shown = new Set(listing.photos.map((p) => p.id));
  const page: ListingPage = {
    kind: 'listing',
    listing,
    agency: toPublicAgency(row.agency, storage),
    agent: row.agentId ? { name: row.agentName, phone: row.agentPhone, whatsapp: row.agentWhatsapp } : null,
    staging: staging.filter((v) => v.photoId === null || shown.has(v.photoId)),
  };
  return { page, agencyId: row.agency.id, listingId: row.listing.id };
}

/** The agency page with its filters: what the visitor asked for and what the agency has published. */
export type FilteredAgencyPage = AgencyPage & { filter: AgencyFilterState; published: AgencyPublished };

/** The agency and a page of its published listings that pass the filter, newest first. */
export async function loadAgencyPage(opts: LoadAgencyOptions): Promise<FilteredAgencyPage | null> {
  return (await loadOwnedAgencyPage(opts))?.page ?? null;
}

interface LoadAgencyOptions {
  db: Db;
  storage: Storage;
  slug: string;
  lang?: Lang;
  /** From the query string (agency-page-filter.ts); the first page, unfiltered, unless told. */
  query?: AgencyQuery;
}

/** The agency page and the agency's id. */
export async function loadOwnedAgencyPage(
  opts: LoadAgencyOptions,
): Promise<{ page: FilteredAgencyPage; agencyId: string } | null> {
  const { db, storage, lang = DEFAULT_LANG, query = UNFILTERED } = opts;
  const [agency] = await db.select().from(agencies).where(eq(agencies.slug, opts.slug));
  if (!agency) return null;
  const [{ rows, found, page: at, pages }, published] = await Promise.all([
    filteredListings(db, agency.id, query.applied, query.page),
    publishedSummary(db, agency.id, lang),
  ]);
  const covers = await coversOf(
    db,
    storage,
    rows.map((r) => r.id),
  );
  const page: FilteredAgencyPage = {
    kind: 'agency',
    agency: toPublicAgency(agency, storage),
    listings: rows.map((l) => {
      const cover = covers.get(l.id);
      return {
        slug: l.slug,
        href: agencyListingPath(agency.slug, l.slug),
        title: l.title,
        price: l.price,
        operation: l.operation,
        propertyType: l.propertyType,
        city: l.city,
        address: publicAddress(l.address, l.addressPrivacy),
        specs: { sqm: l.sqm, beds: l.beds, baths: l.baths, floor: l.floor, exterior: l.exterior },
        energy: toEnergyCertificate(l),
        cover: cover ? (toPublicPhotos(l, [cover], lang)[0] ?? null) : null,
      };
    }),
    filter: { ...query, page: at, found, pages },
    published,
  };
  return { page, agencyId: agency.id };
}

/** How many of its agency's listings a "no disponible" page shows (its page has the rest). */
const UNAVAILABLE_CARDS = 3;

/**
 * The page of a listing that is not published (a draft, a withdrawn one) or not there at all, with
 * its agency's newest published listings when the agency is known: the listing's own, or the one
 * the `/{agencySlug}/…` address names.
 */
export async function loadUnavailablePage(opts: {
  db: Db;
  storage: Storage;
  slug: string;
  agencySlug?: string;
  lang?: Lang;
}): Promise<UnavailablePage> {
  const { db, storage, lang } = opts;
  let agencySlug = opts.agencySlug;
  if (agencySlug === undefined) {
    const [row] = await db
      .select({ slug: agencies.slug })
      .from(listings)
      .innerJoin(agencies, eq(agencies.id, listings.agencyId))
      .where(eq(listings.slug, opts.slug));
    agencySlug = row?.slug;
  }
  const page = agencySlug ? await loadAgencyPage({ db, storage, slug: agencySlug, lang }) : null;
  if (!page) return { kind: 'listing-unavailable', agency: null };
  const { agency, listings: cards } = page;
  return {
    kind: 'listing-unavailable',
    agency: {
      name: agency.name,
      slug: agency.slug,
      logoUrl: agency.logoUrl,
      listings: cards.slice(0, UNAVAILABLE_CARDS),
    },
  };
}
