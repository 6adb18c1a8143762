import { gzipSync } from 'node:zlib';

/**
 * Microsite JavaScript budget, gzip: the entry, the modules the entry itself loads with `import()`
 * (it only defers the page's hydration until the hero photo is in: they always load), and every
 * module those import statically.
 */
export const JS_BUDGET_BYTES = 60 * 1024;

export interface Sized {
  bytes: number;
  gzip: number;
}
export interface PageWeight {
  html: Sized;
  /** Content-Encoding the server answered with (none: served uncompressed). */
  encoding: string | null;
  css: Sized;
  data: Sized;
  scripts: (Sized & { path: string })[];
  js: Sized;
  /** Chunks only loaded on demand (`import()` below the entry), not part of the budget. */
  lazy: string[];
}

const size = (text: string | Buffer): Sized => ({
  bytes: Buffer.byteLength(text),
  gzip: gzipSync(text).length,
});
const between = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((m) => m[1] ?? '').join('');

// Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

/** The page's module script, what it loads, and their static imports (same origin, /assets/ only), breadth first. */
async function moduleGraph(entry: URL) {
  const seen = new Map<string, Sized>();
  const lazy = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url.href)) continue;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`GET ${url.pathname}: ${res.status}`);
    const code = await res.text();
    seen.set(url.href, size(code));
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      const dep = new URL(spec!, url);
      if (dep.origin === entry.origin && dep.pathname.startsWith('/assets/')) queue.push(dep);
    }
    for (const [, spec] of code.matchAll(DYNAMIC_IMPORT)) {
      const dep = new URL(spec!, url);
      if (url === entry) queue.push(dep);
      else lazy.add(dep.pathname);
    }
  }
  const scripts = [...seen].map(([href, s]) => ({ path: new URL(href).pathname, ...s }));
  const js = scripts.reduce((t, s) => ({ bytes: t.bytes + s.bytes, gzip: t.gzip + s.gzip }), {
    bytes: 0,
    gzip: 0,
  });
  return { scripts, js, lazy: [...lazy].filter((p) => !seen.has(new URL(p, entry).href)) };
}

/** Sizes of what a first visit downloads before the photos: the document and its scripts. */
export async function measurePageWeight(pageUrl: string, html: string, encoding: string | null) {
  const src = /<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('The microsite HTML has no <script type="module" src>');
  const graph = await moduleGraph(new URL(src.replace(/&amp;/g, '&'), pageUrl));
  const weight: PageWeight = {
    html: size(html),
    encoding,
    css: size(between(html, /<style\b[^>]*>([\s\S]*?)<\/style>/g)),
    data: size(between(html, /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)),
    ...graph,
  };
  return weight;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function printPageWeight(w: PageWeight) {
  const row = (label: string, s: Sized) =>
    console.log(`  ${label.padEnd(30)}${kb(s.bytes).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
  row('HTML document', w.html);
  console.log(`    served with Content-Encoding: ${w.encoding ?? 'none (uncompressed)'}`);
  row('  of which inlined CSS', w.css);
  row('  of which page data (JSON)', w.data);
  for (const s of w.scripts) row(s.path, s);
  row(`JavaScript, ${w.scripts.length} module(s)`, w.js);
  if (w.lazy.length) console.log(`  loaded on demand (not counted): ${w.lazy.join(', ')}`);
  const verdict = w.js.gzip <= JS_BUDGET_BYTES ? 'PASS' : 'FAIL';
  console.log(`  JS budget ≤ ${kb(JS_BUDGET_BYTES)} gzip: ${kb(w.js.gzip)} → ${verdict}`);
}
