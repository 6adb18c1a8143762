import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['Speed Index', 'speed-index'],
] as const;
const MAX_RETRIES = 2;

export interface LighthouseReport {
  label: string;
  url: string;
  /** The run with the median performance score, so the figures quoted belong to one run. */
  lhr: Result;
  performanceRuns: number[];
}

/** Debian Chromium, headless, for every Lighthouse run of the bench. */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'error',
  });
}

/** Lighthouse's default mobile run (Moto G Power emulation, simulated slow 4G and 4× CPU), `runs` times. */
export async function audit(
  port: number,
  label: string,
  url: string,
  runs: number,
): Promise<LighthouseReport> {
  const results: Result[] = [];
  for (let attempt = 1; results.length < runs; attempt++) {
    const r = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const failure = r ? r.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!failure) results.push(r!.lhr);
    // A trace lost on a busy machine (NO_NAVSTART, NO_FCP…): Lighthouse itself says to run again.
    else if (attempt < runs + MAX_RETRIES)
      console.log(`  (run again after ${failure.code}: ${failure.message})`);
    else throw new Error(`Lighthouse on ${url}: ${failure.code} ${failure.message}`);
  }
  const byScore = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return {
    label,
    url,
    lhr: byScore[Math.floor(byScore.length / 2)]!,
    performanceRuns: results.map((r) => score(r, 'performance')),
  };
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits of a category that did not get full marks (hidden and unscored ones left out). */
function weakAudits(lhr: Result, category: string) {
  const cat = lhr.categories[category];
  if (!cat) return [];
  return cat.auditRefs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => ({ ref, a: lhr.audits[ref.id]! }))
    .filter(({ a }) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .sort((x, y) => y.ref.weight - x.ref.weight || (x.a.score ?? 0) - (y.a.score ?? 0));
}

type Item = Record<string, unknown>;
const KIB = (n: unknown) => (typeof n === 'number' ? ` (${Math.round(n / 1024)} KiB)` : '');

/** One row of an audit's table as text: what it points at and what it costs. */
function describeItem(item: Item): string {
  const node = item.node as { snippet?: string } | undefined;
  const location = item.sourceLocation as { url?: string } | undefined;
  if (typeof item.description === 'string')
    return `${item.source}: ${item.description} ${location?.url ?? ''}`;
  if (typeof item.phase === 'string')
    return `${item.phase} ${item.percent} (${Math.round(Number(item.timing))} ms)`;
  if (typeof item.groupLabel === 'string')
    return `${item.groupLabel} ${Math.round(Number(item.duration))} ms`;
  const what = item.url ?? item.issueType ?? node?.snippet ?? JSON.stringify(item).slice(0, 120);
  // Unused JavaScript names the biggest waste inside a bundle by its source file.
  const sub = (item.subItems as { items?: Item[] } | undefined)?.items?.[0];
  const extra =
    typeof sub?.source === 'string' ? `; most of it ${sub.source}${KIB(sub.sourceWastedBytes)}` : '';
  return `${String(what)}${KIB(item.wastedBytes)}${extra}`;
}

/** What an audit points at (URL, issue, element, console message, LCP phase), a few rows. */
function auditItems(details: unknown, max = 3): string[] {
  const d = details as { type?: string; items?: Item[] } | undefined;
  // A list holds tables (the LCP element: the element, then the phases of its loading).
  if (d?.type === 'list') return (d.items ?? []).flatMap((table) => auditItems(table, 4));
  return (d?.items ?? []).slice(0, max).map(describeItem);
}

/** The LCP element's HTML snippet, to say which element to optimise. */
function lcpElement(lhr: Result): string | null {
  const text = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {});
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return snippet ? (JSON.parse(`"${snippet}"`) as string) : null;
}

export function printLighthouse(report: LighthouseReport) {
  const { lhr } = report;
  console.log(`  ${report.label}: ${report.url}`);
  console.log(
    `  Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling; median of ${report.performanceRuns.length} run(s) by performance score (${report.performanceRuns.join(', ')})`,
  );
  console.log(`  ${CATEGORIES.map((c) => `${lhr.categories[c]?.title ?? c} ${score(lhr, c)}`).join('   ')}`);
  console.log(
    `  ${METRICS.map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`).join('   ')}`,
  );
  const lcp = lcpElement(lhr);
  if (lcp) console.log(`  LCP element: ${lcp}`);
  for (const w of lhr.runWarnings) console.log(`  warning: ${w}`);
  for (const category of CATEGORIES) {
    const weak = weakAudits(lhr, category);
    if (score(lhr, category) === 100 || weak.length === 0) continue;
    console.log(`  ${lhr.categories[category]?.title} below 100:`);
    for (const { ref, a } of weak) {
      const value = a.displayValue ? ` — ${a.displayValue}` : '';
      const weight = ref.weight ? `, weight ${ref.weight}` : '';
      console.log(`    [${Math.round((a.score ?? 0) * 100)}${weight}] ${a.title}${value}`);
      for (const item of auditItems(a.details)) console.log(`        ${item}`);
    }
  }
}
