import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRow, insertLeads, insertScans, USER_AGENTS } from '../../../../test/support/activity';
import { createAgency } from '../../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { agencies, dailyListingStats, leads, listings, NO_LISTING, users } from '../../db/schema';
import { deviceClass } from '../../lib/device-class';
import { getAnalytics } from './get-analytics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];

/** The rollups, and the same figures counted from the raw rows, as sorted text lines. */
async function rollupVsRaw(agencyId: string) {
  const rollup = await rows<{ line: string }>(sql`
    select concat_ws(' ', day, listing_id, device_class, scans, leads) as line from daily_listing_stats
    where agency_id = ${agencyId} and (scans <> 0 or leads <> 0) order by 1`);
  const raw = await rows<{ line: string }>(sql`
    select concat_ws(' ', day, listing_id, device_class, sum(scans), sum(leads)) as line from (
      select analytics_day(created_at) as day, coalesce(listing_id, ${NO_LISTING}::uuid) as listing_id,
        device_class, 1 as scans, 0 as leads from qr_sessions where agency_id = ${agencyId}
      union all
      select analytics_day(created_at), coalesce(listing_id, ${NO_LISTING}::uuid),
        analytics_device_class(payload->>'user_agent'), 0, 1 from leads
        where agency_id = ${agencyId} and source <> 'debug'
    ) as r group by day, listing_id, device_class order by 1`);
  return { rollup: rollup.map((r) => r.line), raw: raw.map((r) => r.line) };
}

async function expectRollupsMatch(agencyId: string) {
  const { rollup, raw } = await rollupVsRaw(agencyId);
  expect(rollup.length).toBeGreaterThan(0);
  expect(rollup).toEqual(raw);
}

describe('the analytics rollups (database triggers)', () => {
  it('follow every insert, update and delete of scans and leads', async () => {
    const { agency } = await createAgency(t.db);
    const a = await createListingRow(t.db, agency.id, { title: 'Piso A' });
    const b = await createListingRow(t.db, agency.id, { title: 'Piso B' });
    await insertScans(t.db, a, 4, { at: new Date('2025-03-30T23:30:00Z'), device: 'tablet' });
    await insertScans(t.db, b, 3, { device: 'desktop' });
    const [lead] = await insertLeads(t.db, a, 2, { style: 'boho', device: 'desktop' });
    await insertLeads(t.db, b, 1, { style: 'nordic' });
    await expectRollupsMatch(agency.id);
    // Diagnóstico's test leads (source 'debug') count nowhere, however they change.
    const [test] = await insertLeads(t.db, b, 1, { style: 'boho' });
    await t.db.update(leads).set({ source: 'debug' }).where(eq(leads.id, test!.id));
    await expectRollupsMatch(agency.id);
    await t.db.delete(leads).where(eq(leads.id, test!.id));
    await expectRollupsMatch(agency.id);

    // A status change (the leads page) or an alert's stamp moves nothing.
    await t.db.update(leads).set({ status: 'contacted' }).where(eq(leads.agencyId, agency.id));
    await t.db.update(leads).set({ alertSentAt: new Date() }).where(eq(leads.agencyId, agency.id));
    await expectRollupsMatch(agency.id);
    // One statement where one row changes what is counted (its day and style) and the others do not.
    await t.db.execute(sql`
      update leads set status = 'new',
        style_code = case when id = ${lead!.id} then 'nordic' else style_code end,
        created_at = case when id = ${lead!.id} then created_at - interval '3 days' else created_at end
      where agency_id = ${agency.id}`);
    await expectRollupsMatch(agency.id);
    const styled = await getAnalytics({ db: t.db, agencyId: agency.id, range: 'year' });
    expect(styled.topStyles!.map((s) => [s.code, s.leads])).toEqual([
      ['nordic', 2],
      ['boho', 1],
    ]);
    await t.db.execute(sql`
      update leads set style_code = 'boho', created_at = created_at + interval '3 days' where id = ${lead!.id}`);
    await expectRollupsMatch(agency.id);

    // A deleted listing's figures stay in the totals, under no listing, and leave the top list.
    const before = await getAnalytics({ db: t.db, agencyId: agency.id, range: 'year' });
    await t.db.delete(listings).where(eq(listings.id, a.id));
    await expectRollupsMatch(agency.id);
    const after = await getAnalytics({ db: t.db, agencyId: agency.id, range: 'year' });
    expect(after.kpis).toEqual({ ...before.kpis, publishedListings: 1 });
    expect(after.devices).toEqual(before.devices);
    expect(after.topListings.map((l) => l.title)).toEqual(['Piso B']);
    expect(after.topStyles).toEqual(before.topStyles);

    // Deleting a lead (of the deleted listing) takes it out everywhere.
    await t.db.delete(leads).where(eq(leads.id, lead!.id));
    await expectRollupsMatch(agency.id);
    const styles = (await getAnalytics({ db: t.db, agencyId: agency.id, range: 'year' })).topStyles;
    expect(styles!.map((s) => [s.code, s.leads])).toEqual([
      ['boho', 1],
      ['nordic', 1],
    ]);
  });

  it('do not stand in the way of deleting an account and its agency', async () => {
    const { user, agency } = await createAgency(t.db);
    const l = await createListingRow(t.db, agency.id);
    await insertScans(t.db, l, 2);
    await insertLeads(t.db, l, 1, { style: 'nordic' });
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
    expect(
      await t.db.select().from(dailyListingStats).where(eq(dailyListingStats.agencyId, agency.id)),
    ).toEqual([]);
  });
});

describe('analytics_device_class (SQL) and deviceClass (scans)', () => {
  const corpus = [
    ...Object.values(USER_AGENTS),
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
    'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
    'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Android 13; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Touch; Tablet PC 2.0)',
    'Mozilla/5.0 (Linux; U; Android 4.2; Nexus 7 Build/JOP40C)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/21E219 [FBAN/FBIOS;FBAV/458.0.0.41.110]',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.15063',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.29 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/106.2.1 like Chrome/106.0.5249.170 Safari/537.36',
    'WhatsApp/2.24.8.85 A',
    'TelegramBot (like TwitterBot)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'SomeCrawler/3.1 (+https://example.com/crawler)',
    'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
    'robot',
    'Wget/1.21.4',
    '  Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X)  ',
    '   ',
    '',
    null,
  ];

  it('classify every user agent alike', async () => {
    const sqlClasses = await Promise.all(
      corpus.map(async (ua) => {
        const [row] = await rows<{ c: string }>(sql`select analytics_device_class(${ua}::text) as c`);
        return row!.c;
      }),
    );
    expect(sqlClasses).toEqual(corpus.map((ua) => deviceClass(ua)));
    expect(new Set(sqlClasses)).toEqual(new Set(['mobile', 'tablet', 'desktop', 'other']));
  });
});
