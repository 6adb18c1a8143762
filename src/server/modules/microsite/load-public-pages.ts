import { and, desc, eq } from 'drizzle-orm';
import { catalogLabel } from '../../../shared/catalog-labels';
import { toEnergyCertificate } from '../../../shared/energy-certificate';
import { DEFAULT_LANG, type Lang } from '../../../shared/lang';
import type { PhotoView } from '../../../shared/listings';
import {
  agencyListingPath,
  type MicrositePage,
  type PublicAgency,
  type PublicListing,
  type PublicPhoto,
} from '../../../shared/microsite';
import { micrositeTextsFor } from '../../../shared/microsite-texts';
import { normalizeWebsite } from '../../../shared/website';
import type { Db } from '../../db/client';
import { agencies, agencyMembers, listings, users } from '../../db/schema';
import type { Storage } from '../../providers/storage/storage';
import { memberDisplayName } from '../agency-members/member-name';
import { type ListingRow, pickCover } from '../listings/listing-view';
import { photosByListing } from '../listings/load-listings';
import { approvedVariants } from '../staging/variants';

type AgencyRow = typeof agencies.$inferSelect;
type ListingPage = Extract<MicrositePage, { kind: 'listing' }>;
type AgencyPage = Extract<MicrositePage, { kind: 'agency' }>;

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

/** The cover first, then the rest in the agency's order; alt texts name the room (in the page's language). */
function toPublicPhotos(l: ListingRow, photos: PhotoView[], lang: Lang): PublicPhoto[] {
  const cover = pickCover(photos, l.coverPhotoId);
  const ordered = cover ? [cover, ...photos.filter((p) => p !== cover)] : photos;
  const t = micrositeTextsFor(lang);
  return ordered.map((p, i) => ({
    id: p.id,
    alt: p.room
      ? `${l.title}: ${catalogLabel(lang, 'room', p.room_code, p.room).toLowerCase()}`
      : t.photoAlt(l.title, i + 1),
    width: p.width,
    height: p.height,
    sources: p.sources,
  }));
}

function toPublicListing(l: ListingRow, photos: PhotoView[], lang: Lang): PublicListing {
  return {
    slug: l.slug,
    title: l.title,
    price: l.price,
    address: l.address,
    city: l.city,
    lat: l.lat,
    lng: l.lng,
    specs: { sqm: l.sqm, beds: l.beds, baths: l.baths, floor: l.floor, exterior: l.exterior },
    useCode: l.useCode as PublicListing['useCode'],
    energy: toEnergyCertificate(l),
    photos: toPublicPhotos(l, photos, lang),
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
): Promise<{ page: ListingPage; agencyId: string } | null> {
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
  const [photos, staging] = await Promise.all([
    photosByListing(db, storage, [row.listing.id]),
    approvedVariants(db, storage, row.listing.id),
  ]);
  const page: ListingPage = {
    kind: 'listing',
    listing: toPublicListing(row.listing, photos.get(row.listing.id) ?? [], lang),
    agency: toPublicAgency(row.agency, storage),
    agent: row.agentId ? { name: row.agentName, phone: row.agentPhone, whatsapp: row.agentWhatsapp } : null,
    staging,
  };
  return { page, agencyId: row.agency.id };
}

/** The agency and its published listings, newest first. */
export async function loadAgencyPage(opts: LoadAgencyOptions): Promise<AgencyPage | null> {
  return (await loadOwnedAgencyPage(opts))?.page ?? null;
}

interface LoadAgencyOptions {
  db: Db;
  storage: Storage;
  slug: string;
  lang?: Lang;
}

/** The agency page and the agency's id. */
export async function loadOwnedAgencyPage(
  opts: LoadAgencyOptions,
): Promise<{ page: AgencyPage; agencyId: string } | null> {
  const { db, storage, lang = DEFAULT_LANG } = opts;
  const [agency] = await db.select().from(agencies).where(eq(agencies.slug, opts.slug));
  if (!agency) return null;
  const rows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.agencyId, agency.id), eq(listings.published, true)))
    .orderBy(desc(listings.createdAt));
  const photos = await photosByListing(
    db,
    storage,
    rows.map((r) => r.id),
  );
  const page: AgencyPage = {
    kind: 'agency',
    agency: toPublicAgency(agency, storage),
    listings: rows.map((l) => {
      const view = toPublicListing(l, photos.get(l.id) ?? [], lang);
      return {
        slug: l.slug,
        href: agencyListingPath(agency.slug, l.slug),
        title: l.title,
        price: l.price,
        city: l.city,
        address: l.address,
        specs: view.specs,
        energy: view.energy,
        cover: view.photos[0] ?? null,
      };
    }),
  };
  return { page, agencyId: agency.id };
}
