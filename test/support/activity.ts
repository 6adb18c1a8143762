import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { aiGenerations, leads, listings, qrSessions } from '../../src/server/db/schema';
import type { ViewCounter } from '../../src/server/modules/analytics/view-counter';
import type { RenderStatus } from '../../src/shared/staging';

type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'other';

export const USER_AGENTS = {
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  other: 'curl/8.5.0',
} as const satisfies Record<DeviceClass, string>;

/** A listing row of an agency (published unless told otherwise). */
export async function createListingRow(
  db: Db,
  agencyId: string,
  overrides: { title?: string; published?: boolean; createdAt?: Date } = {},
) {
  const code = randomBytes(4).toString('hex').toUpperCase();
  const [row] = await db
    .insert(listings)
    .values({
      agencyId,
      title: overrides.title ?? `Piso ${code}`,
      slug: `piso-${code.toLowerCase()}`,
      qrCode: code,
      published: overrides.published ?? true,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** `n` scans of a listing at one moment, from one device class. */
export async function insertScans(
  db: Db,
  listing: { id: string; agencyId: string },
  n: number,
  opts: { at?: Date; device?: DeviceClass } = {},
) {
  if (n <= 0) return;
  await db.insert(qrSessions).values(
    Array.from({ length: n }, () => ({
      agencyId: listing.agencyId,
      listingId: listing.id,
      deviceClass: opts.device ?? 'mobile',
      ...(opts.at ? { createdAt: opts.at } : {}),
    })),
  );
}

/**
 * `n` visitors of a listing's microsite at one moment, from one device class, counted by the
 * app's own view counter (then written): `qr` when they came through the poster's code.
 */
export async function insertViews(
  views: ViewCounter,
  listing: { id: string; agencyId: string },
  n: number,
  opts: { at?: Date; device?: DeviceClass; qr?: boolean } = {},
) {
  for (let i = 0; i < n; i++)
    views.record(
      { listingId: listing.id, agencyId: listing.agencyId },
      {
        address: `198.51.100.${++visitorSeq % 250}/${visitorSeq}`,
        userAgent: USER_AGENTS[opts.device ?? 'mobile'],
      },
      { now: (opts.at ?? new Date()).getTime(), qr: opts.qr },
    );
  await views.flush();
}
let visitorSeq = 0;

/** `n` scans of a listing at one moment, each opening its microsite: scans and QR views. */
export async function insertScanVisits(
  t: { db: Db; deps: { pages: { views: ViewCounter } } },
  listing: { id: string; agencyId: string },
  n: number,
  opts: { at?: Date; device?: DeviceClass } = {},
) {
  await insertScans(t.db, listing, n, opts);
  await insertViews(t.deps.pages.views, listing, n, { ...opts, qr: true });
}

/** `n` leads of a listing at one moment, sent from a browser of a device class, maybe with a style. */
export async function insertLeads(
  db: Db,
  listing: { id: string; agencyId: string; title: string },
  n: number,
  opts: { at?: Date; device?: DeviceClass; style?: string; useCode?: 'residencial' | 'comercial' } = {},
) {
  if (n <= 0) return [];
  return db
    .insert(leads)
    .values(
      Array.from({ length: n }, (_, i) => ({
        agencyId: listing.agencyId,
        listingId: listing.id,
        firstName: 'Lucía',
        lastName: `García ${i}`,
        email: `lucia-${randomBytes(3).toString('hex')}@example.es`,
        useCode: opts.style ? (opts.useCode ?? 'residencial') : null,
        styleCode: opts.style ?? null,
        consentGdpr: true,
        payload: {
          listing_title: listing.title,
          listing_address: null,
          user_agent: USER_AGENTS[opts.device ?? 'mobile'],
          contact_method: 'email' as const,
          timestamp: (opts.at ?? new Date()).toISOString(),
        },
        ...(opts.at ? { createdAt: opts.at } : {}),
      })),
    )
    .returning();
}

/** An AI render row of a listing (no photo, no file): `completed` at `completedAt` unless told otherwise. */
export async function insertRender(
  db: Db,
  listing: { id: string; agencyId: string },
  opts: { style: string; completedAt: Date | null; status?: RenderStatus },
) {
  const status = opts.status ?? 'completed';
  await db.insert(aiGenerations).values({
    agencyId: listing.agencyId,
    listingId: listing.id,
    useCode: 'residencial',
    roomCode: 'salon',
    styleCode: opts.style,
    status,
    progress: status === 'completed' ? 100 : 0,
    provider: 'local',
    ...(opts.completedAt ? { createdAt: opts.completedAt, completedAt: opts.completedAt } : {}),
  });
}
