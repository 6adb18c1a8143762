import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies, agencyMembers } from './agencies';
import { propertyTypes, rooms, uses } from './catalog';
import { timestamps, uuidPk } from './columns';

export const listings = pgTable(
  'listings',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    title: text().notNull(),
    /** Whole euros; null when not given. */
    price: integer(),
    address: text(),
    city: text(),
    /** 8-character uppercase code printed in the QR (`/q/{qr_code}`). */
    qrCode: text().notNull().unique(),
    /** The one truth for Publicado / Borrador. */
    published: boolean().notNull().default(true),
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** Superficie construida, m². */
    sqm: integer(),
    /** Superficie útil, m². */
    usableSqm: integer(),
    /** Parcela, m² (houses and land). */
    plotSqm: integer(),
    beds: integer(),
    baths: integer(),
    floor: text(),
    exterior: boolean().notNull().default(false),
    useCode: text()
      .notNull()
      .default('residencial')
      .references(() => uses.code),
    /** Venta or Alquiler (a monthly rent). */
    operation: text({ enum: ['sale', 'rent'] })
      .notNull()
      .default('sale'),
    /** Within the use's catalogue (property_types). */
    propertyType: text().notNull().default('piso'),
    /** The agency's own reference; unique within the agency, case aside. */
    reference: text(),
    /** Plain text with paragraphs, Spanish; and its optional English version. */
    description: text(),
    descriptionEn: text(),
    /** Codes of src/shared/listing-catalog.ts FEATURES. */
    features: text().array().notNull().default(sql`'{}'::text[]`),
    yearBuilt: integer(),
    condition: text({ enum: ['new', 'good', 'to_reform'] }),
    orientation: text({ enum: ['n', 'ne', 'e', 'se', 's', 'so', 'o', 'no'] }),
    /** Gastos de comunidad, whole € a month. */
    communityFees: integer(),
    /** IBI, whole € a year. */
    ibi: integer(),
    /** A rent's fianza, in months. */
    depositMonths: integer(),
    /** A rent's "disponible desde" (YYYY-MM-DD). */
    availableFrom: date({ mode: 'string' }),
    /** What the public side shows of the address and the point. */
    addressPrivacy: text({ enum: ['exact', 'street', 'zone'] })
      .notNull()
      .default('street'),
    /** The chosen cover photo; null means the first photo. */
    coverPhotoId: uuid(),
    /** Energy certificate (Real Decreto 390/2021): 'certified' | 'in_progress' | 'exempt'; null = not given. */
    energyStatus: text({ enum: ['certified', 'in_progress', 'exempt'] }),
    /** Letters A–G and the optional figures, only with a certificate. */
    energyConsumption: text(),
    energyEmissions: text(),
    /** kWh/m²·año */
    energyConsumptionKwh: doublePrecision(),
    /** kg CO₂/m²·año */
    energyEmissionsKg: doublePrecision(),
    /**
     * The agent who handles it (microsite contact, lead alerts, "Mis leads"); null: the agency.
     * Always a member of the listing's agency (checked on write); a removed member frees it.
     */
    assignedMemberId: uuid().references(() => agencyMembers.id, { onDelete: 'set null' }),
    /**
     * The `id` of the agency's feed property it came from (modules/feed-import): a sync updates it
     * instead of making a new one. Unique within the agency. null: typed by hand or from a spreadsheet.
     */
    feedId: text(),
    /**
     * What the source said about the version last applied: the Kyero `date`, or the hash of a
     * spreadsheet row. The next import leaves the listing alone while it is the same.
     */
    importVersion: text(),
    /**
     * The key of the owner's private visit-log link (issue 30): the link carries an HMAC of the
     * listing and this key. null: no link given; a new key ends the old link.
     */
    visitLogKey: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    uniqueIndex('listings_agency_feed_id').on(t.agencyId, t.feedId),
    index().on(t.assignedMemberId),
    index().on(t.agencyId, t.published),
    uniqueIndex('listings_agency_reference').on(t.agencyId, sql`lower(${t.reference})`),
    foreignKey({
      name: 'listings_property_type_fk',
      columns: [t.useCode, t.propertyType],
      foreignColumns: [propertyTypes.useCode, propertyTypes.code],
    }),
    check('listings_operation', sql`${t.operation} in ('sale', 'rent')`),
    check('listings_address_privacy', sql`${t.addressPrivacy} in ('exact', 'street', 'zone')`),
    check(
      'listings_rent_only',
      sql`${t.operation} = 'rent' or (${t.depositMonths} is null and ${t.availableFrom} is null)`,
    ),
    check(
      'listings_energy_status',
      sql`${t.energyStatus} is null or ${t.energyStatus} in ('certified', 'in_progress', 'exempt')`,
    ),
    check(
      'listings_energy_letters',
      sql`(${t.energyStatus} = 'certified' and ${t.energyConsumption} ~ '^[A-G]$' and ${t.energyEmissions} ~ '^[A-G]$')
        or (${t.energyStatus} is distinct from 'certified' and ${t.energyConsumption} is null and ${t.energyEmissions} is null
          and ${t.energyConsumptionKwh} is null and ${t.energyEmissionsKg} is null)`,
    ),
  ],
);

/** One responsive derivative of a photo. */
export interface PhotoDerivative {
  width: number;
  height: number;
  key: string;
  bytes: number;
}

export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuidPk(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    useCode: text()
      .notNull()
      .default('residencial')
      .references(() => uses.code),
    roomCode: text(),
    /** Normalised original (EXIF-rotated, metadata stripped), kept for AI staging. */
    originalKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    contentHash: text().notNull(),
    /** Public WebP derivatives, smallest first. */
    derivatives: jsonb().$type<PhotoDerivative[]>().notNull().default([]),
    /**
     * Imported photos (modules/feed-import): the URL it was downloaded from, and what makes a second
     * download unnecessary (the server's ETag / Last-Modified for a conditional GET, and the sha256 of
     * the bytes it sent). null: uploaded by hand.
     */
    sourceUrl: text(),
    sourceEtag: text(),
    sourceLastModified: text(),
    sourceHash: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.listingId, t.position),
    foreignKey({ columns: [t.useCode, t.roomCode], foreignColumns: [rooms.useCode, rooms.code] }),
  ],
);

/** A QR scan: never a raw IP address (decision 017 → QR codes). */
export const qrSessions = pgTable(
  'qr_sessions',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    deviceClass: text({ enum: ['mobile', 'tablet', 'desktop', 'other'] }).notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.agencyId, t.createdAt), index().on(t.listingId, t.createdAt)],
);
