import { type PublicVariantView, stagingApi, type VariantView } from '../../src/shared/staging';
import { STAGING_MODES } from '../../src/shared/staging-modes';
import type { ApiCall } from './demo-listing';
import { audit, CATEGORIES, type LighthouseReport, printLighthouse } from './lighthouse-audit';
import { JS_BUDGET_BYTES, measurePageWeight, printPageWeight } from './page-weight';
import type { BenchRow } from './staging-renders';

/**
 * Renders approved for the page: one per photo, as an agency showing off each room would, and the
 * first photo in every mode (the mode switch shows as the section opens).
 */
const APPROVED = 12;

const score = (report: LighthouseReport, category: string) =>
  Math.round((report.lhr.categories[category]?.score ?? 0) * 100);
/** Lighthouse's total transfer of the page load (images included). */
const transfer = (report: LighthouseReport) =>
  `${Math.round((report.lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024)} KB`;

/**
 * (3) The microsite of the listing, first as it is (no render approved yet: the reference, same
 * machine, same minute), then with one approved render per photo (the AI section present):
 * weight at load (JS budget) and Lighthouse mobile (100 in each of the four categories).
 */
export async function measureStagingMicrosite(opts: {
  call: ApiCall;
  listingId: string;
  pageUrl: string;
  chromePort: number;
  lhRuns: number;
}): Promise<BenchRow[]> {
  const { call, listingId, pageUrl, chromePort, lhRuns } = opts;
  const plain = await audit(chromePort, 'Microsite without AI section', pageUrl, lhRuns);
  console.log(
    `  without the AI section (reference): performance ${score(plain, 'performance')} (runs ${plain.performanceRuns.join(', ')}), TBT ${plain.lhr.audits['total-blocking-time']?.displayValue}, transfer ${transfer(plain)}`,
  );

  const { variants } = await call<{ variants: VariantView[] }>(stagingApi.variants(listingId));
  const perPhoto = new Map<string, VariantView>();
  // Furnished first: the section opens on furnishing, the other modes are the switch's.
  for (const v of variants)
    if (v.photoId && v.mode === 'furnish' && !perPhoto.has(v.photoId)) perPhoto.set(v.photoId, v);
  // A furnished render whose photo and room have a render of every other mode too (the bench's
  // mode renders share the first photo's first room): it stands for its photo.
  const sameRoom = (a: VariantView, b: VariantView) => a.photoId === b.photoId && a.room === b.room;
  const opening = variants.find(
    (f) =>
      f.mode === 'furnish' &&
      STAGING_MODES.every((m) => variants.some((v) => v.mode === m && sameRoom(v, f))),
  );
  if (!opening?.photoId) throw new Error('No photo has a render of every mode');
  perPhoto.set(opening.photoId, opening);
  const perPhotoList = [...perPhoto.values()].slice(0, APPROVED);
  const otherModes = STAGING_MODES.filter((m) => m !== 'furnish').map(
    (m) => variants.find((v) => v.mode === m && sameRoom(v, opening))!,
  );
  const approved = [...perPhotoList, ...(otherModes as VariantView[])];
  for (const v of approved)
    await call(stagingApi.variant(v.id), { method: 'PATCH', json: { approved: true } });
  const page = await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const html = await page.text();
  if (!html.includes('id="amueblar"')) throw new Error('The microsite shows no AI section');
  // The page's data carries the opening photo in every mode: the explorer offers the switch.
  const data = JSON.parse(
    /<script type="application\/json" id="microsite-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  ) as { staging?: PublicVariantView[] };
  const modesOfOpening = new Set(
    (data.staging ?? []).filter((v) => v.photoId === opening.photoId).map((v) => v.mode ?? 'furnish'),
  );
  if (modesOfOpening.size !== STAGING_MODES.length)
    throw new Error(
      `The opening photo has ${modesOfOpening.size} modes on the page, not ${STAGING_MODES.length}`,
    );
  console.log(
    `  ${approved.length} of ${variants.length} variants approved (one per photo, the first photo in all ${STAGING_MODES.length} modes); the page has its AI section with the mode switch`,
  );
  const weight = await measurePageWeight(pageUrl, html, page.headers.get('content-encoding'));
  printPageWeight(weight);
  const report = await audit(chromePort, 'Microsite with AI section', pageUrl, lhRuns);
  console.log('');
  printLighthouse(report);
  return [
    {
      figure: 'microsite JS at load (gzip)',
      value: `${(weight.js.gzip / 1024).toFixed(1)} KB`,
      budget: `≤ ${JS_BUDGET_BYTES / 1024} KB`,
      pass: weight.js.gzip <= JS_BUDGET_BYTES,
    },
    { figure: 'microsite total transfer at load', value: transfer(report), budget: '—', pass: null },
    // Issue 29's budget: Lighthouse mobile 100 in all four categories, with the mode switch.
    ...CATEGORIES.map((category) => ({
      figure: `Lighthouse mobile ${category}`,
      value: `${score(report, category)}`,
      budget: '= 100',
      pass: score(report, category) === 100,
    })),
    {
      figure: '  perf without AI section (reference)',
      value: `${score(plain, 'performance')}`,
      budget: '—',
      pass: null,
    },
  ];
}
