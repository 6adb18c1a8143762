import { stagingApi, type VariantView } from '../../src/shared/staging';
import type { ApiCall } from './demo-listing';
import { audit, type LighthouseReport, meetsBudget, printLighthouse } from './lighthouse-audit';
import { JS_BUDGET_BYTES, measurePageWeight, printPageWeight } from './page-weight';
import type { BenchRow } from './staging-renders';

/** Renders approved for the page: one per photo, as an agency showing off each room would. */
const APPROVED = 12;

const score = (report: LighthouseReport, category: string) =>
  Math.round((report.lhr.categories[category]?.score ?? 0) * 100);
/** Lighthouse's total transfer of the page load (images included). */
const transfer = (report: LighthouseReport) =>
  `${Math.round((report.lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024)} KB`;

/**
 * (3) The microsite of the listing, first as it is (no render approved yet: the reference, same
 * machine, same minute), then with one approved render per photo (the AI section present):
 * weight at load (JS budget) and Lighthouse mobile (performance and accessibility budget).
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
  for (const v of variants) if (v.photoId && !perPhoto.has(v.photoId)) perPhoto.set(v.photoId, v);
  const approved = [...perPhoto.values()].slice(0, APPROVED);
  for (const v of approved)
    await call(stagingApi.variant(v.id), { method: 'PATCH', json: { approved: true } });
  const page = await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const html = await page.text();
  if (!html.includes('id="amueblar"')) throw new Error('The microsite shows no AI section');
  console.log(`  ${approved.length} of ${variants.length} variants approved; the page has its AI section`);
  const weight = await measurePageWeight(pageUrl, html, page.headers.get('content-encoding'));
  printPageWeight(weight);
  const report = await audit(chromePort, 'Microsite with AI section', pageUrl, lhRuns);
  console.log('');
  printLighthouse(report, { budget: true });
  return [
    {
      figure: 'microsite JS at load (gzip)',
      value: `${(weight.js.gzip / 1024).toFixed(1)} KB`,
      budget: `≤ ${JS_BUDGET_BYTES / 1024} KB`,
      pass: weight.js.gzip <= JS_BUDGET_BYTES,
    },
    { figure: 'microsite total transfer at load', value: transfer(report), budget: '—', pass: null },
    {
      figure: 'Lighthouse mobile perf / a11y',
      value: `${score(report, 'performance')} / ${score(report, 'accessibility')}`,
      budget: '≥ 95 / ≥ 95',
      pass: meetsBudget(report),
    },
    {
      figure: 'Lighthouse best practices / SEO',
      value: `${score(report, 'best-practices')} / ${score(report, 'seo')}`,
      budget: '—',
      pass: null,
    },
    {
      figure: '  perf without AI section (reference)',
      value: `${score(plain, 'performance')}`,
      budget: '—',
      pass: null,
    },
  ];
}
