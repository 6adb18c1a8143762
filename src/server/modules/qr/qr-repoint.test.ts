import { PGlite } from '@electric-sql/pglite';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { type AnalyticsReport, analyticsApi } from '../../../shared/analytics';
import { listingsApi } from '../../../shared/listings';
import type { PostersResponse } from '../../../shared/qr';
import { migrationsUpTo, removeDir } from '../../backup/migrations';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { listings, qrRepoints, qrSessions } from '../../db/schema';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface CreatedListing {
  id: string;
  slug: string;
  qrCode: string;
  title: string;
}

type Owner = Awaited<ReturnType<typeof signedInOwner>>;

async function owner() {
  const o = await signedInOwner(t);
  const { agency } = (await (await o.client.get('/api/me')).json()) as { agency: { slug: string } };
  return { ...o, slug: agency.slug };
}

async function listingOf(o: Owner, title: string, published = true): Promise<CreatedListing> {
  const res = await o.client.post('/api/listings', {
    energyStatus: 'in_progress',
    title,
    city: 'Madrid',
    published,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { listing: CreatedListing }).listing;
}

const repoint = (o: Owner, code: string, listingId: string | null | undefined) =>
  o.client.request(`/api/qr/posters/${code}`, {
    method: 'PUT',
    json: listingId === undefined ? {} : { listingId },
  });

const posters = async (o: Owner) => (await (await o.client.get('/api/qr/posters')).json()) as PostersResponse;

/** A phone scanning the printed code: where it is sent. */
async function scan(code: string): Promise<string | null> {
  const res = await t.app.request(`/q/${code}`, { headers: { 'user-agent': IPHONE } });
  return res.status === 302 ? res.headers.get('location') : `${res.status}`;
}

/** The listing as the dashboard reads it (its QR dialog and poster print `qrCode`). */
const listingNow = async (o: Owner, id: string) =>
  ((await (await o.client.get(listingsApi.one(id))).json()) as { listing: CreatedListing }).listing;

/** The alphabet of listing-codes.ts: no 0/O or 1/I. */
const CODE = /^[A-HJ-NP-Z2-9]{8}$/;

const scansOf = async (listingId: string) =>
  (await t.db.select().from(qrSessions).where(eq(qrSessions.listingId, listingId))).length;

/** A listing's views on its card: the phone that scanned is one visitor of the page it opened. */
async function kpiViews(o: Owner, listingId: string): Promise<number> {
  await t.deps.pages.views.flush();
  const { listings } = (await (await o.client.get('/api/listings')).json()) as {
    listings: { id: string; kpis: { views: number } }[];
  };
  return listings.find((l) => l.id === listingId)!.kpis.views;
}

describe('moving a printed code', () => {
  it('sends later scans to the new listing; earlier scans stay with the old one', async () => {
    const o = await owner();
    const sold = await listingOf(o, 'Piso vendido en Chamberí');
    const next = await listingOf(o, 'Ático nuevo en Salamanca');
    expect(await scan(sold.qrCode)).toBe(`/l/${sold.slug}`);
    expect(await scan(sold.qrCode)).toBe(`/l/${sold.slug}`);

    const res = await repoint(o, sold.qrCode, next.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PostersResponse;
    expect(body.posters).toEqual([
      {
        code: sold.qrCode,
        printedFor: sold.title,
        printedForId: sold.id,
        target: { kind: 'listing', listingId: next.id, title: next.title, published: true },
      },
    ]);

    expect(await scan(sold.qrCode)).toBe(`/l/${next.slug}`);
    // The new listing's own code is untouched.
    expect(await scan(next.qrCode)).toBe(`/l/${next.slug}`);
    expect(await scansOf(sold.id)).toBe(2);
    expect(await scansOf(next.id)).toBe(2);
    expect(await kpiViews(o, sold.id)).toBe(1);
    expect(await kpiViews(o, next.id)).toBe(1);
    // Analytics (daily rollups): the same split, and the agency-page scan in the totals only.
    expect((await repoint(o, sold.qrCode, null)).status).toBe(200);
    expect(await scan(sold.qrCode)).toBe(`/agency/${o.slug}`);
    const report = (await (await o.client.get(analyticsApi.report('month'))).json()) as AnalyticsReport;
    expect(report.kpis.views).toBe(2);
    expect(report.topListings.map((l) => [l.id, l.views]).sort()).toEqual(
      [
        [sold.id, 1],
        [next.id, 1],
      ].sort(),
    );
  });

  it('gives the listing the code left a fresh one at once: its next poster opens it, not the other flat', async () => {
    const o = await owner();
    const chamberi = await listingOf(o, 'Piso reformado con terraza en Chamberí');
    const pozuelo = await listingOf(o, 'Chalet en Pozuelo');
    expect((await repoint(o, chamberi.qrCode, pozuelo.id)).status).toBe(200);

    const now = await listingNow(o, chamberi.id);
    expect(now.qrCode).not.toBe(chamberi.qrCode);
    expect(now.qrCode).toMatch(CODE);
    // The posters already in the window open the chalet; Chamberí's new code opens Chamberí.
    expect(await scan(chamberi.qrCode)).toBe(`/l/${pozuelo.slug}`);
    expect(await scan(now.qrCode)).toBe(`/l/${chamberi.slug}`);
    expect((await listingNow(o, pozuelo.id)).qrCode).toBe(pozuelo.qrCode);
    const qrImage = await t.app.request(`/qr-generator/${now.qrCode}`);
    expect(qrImage.status).toBe(200);
    // The moved code is still listed as printed for Chamberí, and can be moved again.
    expect((await posters(o)).posters).toEqual([
      {
        code: chamberi.qrCode,
        printedFor: chamberi.title,
        printedForId: chamberi.id,
        target: { kind: 'listing', listingId: pozuelo.id, title: pozuelo.title, published: true },
      },
    ]);
    expect((await repoint(o, chamberi.qrCode, null)).status).toBe(200);
    expect(await scan(chamberi.qrCode)).toBe(`/agency/${o.slug}`);
    // Its own code now is an ordinary one: moving it away renews it again.
    expect((await repoint(o, now.qrCode, pozuelo.id)).status).toBe(200);
    const again = await listingNow(o, chamberi.id);
    expect([again.qrCode === now.qrCode, again.qrCode === chamberi.qrCode]).toEqual([false, false]);
    expect(await scan(again.qrCode)).toBe(`/l/${chamberi.slug}`);
  });

  it('can send a code to the agency page, and back to the listing it was printed for', async () => {
    const o = await owner();
    const listing = await listingOf(o, 'Local en Lavapiés');
    expect((await repoint(o, listing.qrCode, null)).status).toBe(200);
    expect(await scan(listing.qrCode)).toBe(`/agency/${o.slug}`);
    const agencyScans = await t.db.select().from(qrSessions).where(eq(qrSessions.agencyId, o.agencyId));
    expect(agencyScans.map((s) => s.listingId)).toEqual([null]);

    // Lower case, as typed from the poster, is the same code.
    const back = await repoint(o, listing.qrCode.toLowerCase(), listing.id);
    expect(back.status).toBe(200);
    expect(((await back.json()) as PostersResponse).posters).toEqual([
      {
        code: listing.qrCode,
        printedFor: listing.title,
        printedForId: listing.id,
        target: { kind: 'listing', listingId: listing.id, title: listing.title, published: true },
      },
    ]);
    expect(await scan(listing.qrCode)).toBe(`/l/${listing.slug}`);
    // Both the old poster and the one printed since open the listing.
    expect(await scan((await listingNow(o, listing.id)).qrCode)).toBe(`/l/${listing.slug}`);
    // Asking for what the listing's own code already does changes nothing.
    const own = (await listingNow(o, listing.id)).qrCode;
    expect((await repoint(o, own, listing.id)).status).toBe(200);
    expect((await listingNow(o, listing.id)).qrCode).toBe(own);
  });

  it('keeps a draft target as today: counted, not given away', async () => {
    const o = await owner();
    const from = await listingOf(o, 'Chalet en Pozuelo');
    const draft = await listingOf(o, 'Borrador en Getafe', false);
    expect((await repoint(o, from.qrCode, draft.id)).status).toBe(200);
    expect(await scan(from.qrCode)).toBe('404');
    expect(await scansOf(draft.id)).toBe(1);
  });
});

describe('codes of deleted listings', () => {
  it('lead to the agency page, are listed, and can be moved to another listing', async () => {
    const o = await owner();
    const gone = await listingOf(o, 'Dúplex borrado en Tetuán');
    const other = await listingOf(o, 'Estudio en Usera');
    expect(await scan(gone.qrCode)).toBe(`/l/${gone.slug}`);
    expect((await o.client.request(`/api/listings/${gone.id}`, { method: 'DELETE' })).status).toBe(204);

    expect(await scan(gone.qrCode)).toBe(`/agency/${o.slug}`);
    const listed = await posters(o);
    expect(listed.posters).toEqual([
      { code: gone.qrCode, printedFor: gone.title, printedForId: null, target: { kind: 'agency' } },
    ]);
    expect(listed.listings.map((l) => l.id)).toEqual([other.id]);

    expect((await repoint(o, gone.qrCode, other.id)).status).toBe(200);
    expect(await scan(gone.qrCode)).toBe(`/l/${other.slug}`);
    expect(await scansOf(other.id)).toBe(1);
    // The scan made before the deletion is kept for the agency's totals, without a listing.
    const orphanScans = await t.db
      .select()
      .from(qrSessions)
      .where(eq(qrSessions.agencyId, o.agencyId))
      .then((rows) => rows.filter((r) => r.listingId === null));
    expect(orphanScans).toHaveLength(2);
  });

  it('go back to the agency page when the listing they were moved to is deleted', async () => {
    const o = await owner();
    const from = await listingOf(o, 'Piso en Vallecas');
    const to = await listingOf(o, 'Piso en Moratalaz');
    expect((await repoint(o, from.qrCode, to.id)).status).toBe(200);
    expect((await o.client.request(`/api/listings/${to.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await scan(from.qrCode)).toBe(`/agency/${o.slug}`);
    expect(await scan(to.qrCode)).toBe(`/agency/${o.slug}`);
    const { posters: list } = await posters(o);
    expect(list.map((p) => [p.code, p.printedForId, p.target.kind]).sort()).toEqual(
      [
        [from.qrCode, from.id, 'agency'],
        [to.qrCode, null, 'agency'],
      ].sort(),
    );
    // Deleting the listing a code was printed for keeps the move it already had.
    const third = await listingOf(o, 'Piso en Hortaleza');
    expect((await repoint(o, from.qrCode, third.id)).status).toBe(200);
    expect((await o.client.request(`/api/listings/${from.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await scan(from.qrCode)).toBe(`/l/${third.slug}`);
  });
});

describe('tenant isolation and validation', () => {
  it('answers 404 for another agency’s code or listing, and stores nothing', async () => {
    const a = await owner();
    const b = await owner();
    const la = await listingOf(a, 'Piso de la agencia A');
    const lb = await listingOf(b, 'Piso de la agencia B');
    const gone = await listingOf(b, 'Piso borrado de B');
    expect((await b.client.request(`/api/listings/${gone.id}`, { method: 'DELETE' })).status).toBe(204);

    const moveForeignCode = await repoint(b, la.qrCode, lb.id);
    expect(moveForeignCode.status).toBe(404);
    expect(((await moveForeignCode.json()) as { error: { message: string } }).error.message).toBe(
      'Este cartel no existe o no es de tu agencia.',
    );
    const toForeignListing = await repoint(a, la.qrCode, lb.id);
    expect(toForeignListing.status).toBe(404);
    expect(((await toForeignListing.json()) as { error: { message: string } }).error.message).toBe(
      'Ese inmueble no existe o no es de tu agencia.',
    );
    // Another agency's deleted listing's code is not A's to take.
    expect((await repoint(a, gone.qrCode, la.id)).status).toBe(404);
    expect((await repoint(a, gone.qrCode, null)).status).toBe(404);

    expect(await scan(la.qrCode)).toBe(`/l/${la.slug}`);
    expect(await scan(gone.qrCode)).toBe(`/agency/${b.slug}`);
    expect(await t.db.select().from(qrRepoints).where(eq(qrRepoints.agencyId, a.agencyId))).toEqual([]);
    expect((await posters(a)).posters).toEqual([]);
    expect((await posters(a)).listings.map((l) => l.id)).toEqual([la.id]);
    expect((await posters(b)).posters.map((p) => p.code)).toEqual([gone.qrCode]);
  });

  it('refuses bad input in Spanish and requires a signed-in user', async () => {
    const o = await owner();
    const listing = await listingOf(o, 'Piso en Carabanchel');
    const missing = await repoint(o, listing.qrCode, undefined);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Elige a dónde debe llevar el cartel.',
    );
    const notUuid = await repoint(o, listing.qrCode, 'abc');
    expect(notUuid.status).toBe(422);
    expect(((await notUuid.json()) as { error: { message: string } }).error.message).toBe(
      'Ese inmueble no existe o no es de tu agencia.',
    );
    expect((await repoint(o, 'no-es-un-codigo', listing.id)).status).toBe(404);
    expect((await repoint(o, 'ZZZZZZZZ', listing.id)).status).toBe(404);
    const anonymous = t.client();
    expect((await anonymous.get('/api/qr/posters')).status).toBe(401);
    expect(
      (
        await anonymous.request(`/api/qr/posters/${listing.qrCode}`, {
          method: 'PUT',
          json: { listingId: null },
        })
      ).status,
    ).toBe(401);
    expect(
      await t.db
        .select()
        .from(qrRepoints)
        .where(isNull(qrRepoints.listingId))
        .then((r) => r.map((x) => x.code)),
    ).not.toContain(listing.qrCode);
  });
});

describe('migration 0022', () => {
  it('gives a listing whose code was moved away a code of its own, and links moved codes to their listing', async () => {
    const database = await openDatabase({ pglite: await PGlite.create() });
    try {
      const folder = migrationsUpTo(1795496787547); // 0020: moves stored without the listing's id
      try {
        await migrate(database, folder);
      } finally {
        removeDir(folder);
      }
      const agency = '00000000-0000-0000-0000-0000000000a1';
      const [a, b] = ['00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0000-00000000000b'];
      await database.db.execute(sql`insert into uses (code, label) values ('residencial', 'Residencial')`);
      await database.db.execute(sql`insert into users (id, email) values ('u1', 'dueno@example.com')`);
      await database.db.execute(
        sql`insert into agencies (id, name, slug, owner_user_id) values (${agency}, 'Agencia', 'agencia', 'u1')`,
      );
      await database.db.execute(sql`
        insert into listings (id, agency_id, slug, title, qr_code, use_code)
        values (${a}, ${agency}, 'chamberi', 'Chamberí', 'AAAA2222', 'residencial'),
               (${b}, ${agency}, 'pozuelo', 'Pozuelo', 'BBBB3333', 'residencial')`);
      await database.db.execute(sql`
        insert into qr_repoints (code, agency_id, listing_id, printed_for)
        values ('AAAA2222', ${agency}, ${b}, 'Chamberí'), ('CCCC4444', ${agency}, null, 'Borrado')`);
      await migrate(database);

      const codes = await database.db
        .select({ id: listings.id, qrCode: listings.qrCode })
        .from(listings)
        .orderBy(listings.slug);
      expect(codes[0]!.qrCode).toMatch(CODE);
      expect(codes[0]!.qrCode).not.toBe('AAAA2222');
      expect(codes[1]).toEqual({ id: b, qrCode: 'BBBB3333' });
      const moves = await database.db
        .select({
          code: qrRepoints.code,
          listingId: qrRepoints.listingId,
          printedForId: qrRepoints.printedForId,
        })
        .from(qrRepoints)
        .orderBy(qrRepoints.code);
      expect(moves).toEqual([
        { code: 'AAAA2222', listingId: b, printedForId: a },
        { code: 'CCCC4444', listingId: null, printedForId: null },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
