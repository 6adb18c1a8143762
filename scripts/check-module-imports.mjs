// `npm run lint` (and `npm test`): the fences between server modules (docs/decisions/041-module-fences.md).
// - The modules (src/server/modules/<module>) import each other without a cycle, short or long:
//   what two modules both need lives in one of them or below them.
// - The layers below the modules (db, lib, providers, src/shared) import no module.
// Tests are left out: a test may reach into whatever it checks. Exits 1 with each breach named.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The repository, or another tree laid out the same way (the checker's own test).
const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const server = join(root, 'src/server');
const modules = join(server, 'modules');
/** Folders below the modules: code here is shared by modules and imports none of them. */
const BELOW = ['src/server/db', 'src/server/lib', 'src/server/providers', 'src/shared'];

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The relative imports of a file, resolved to absolute paths (without extension). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.')) found.push({ spec, target: resolve(dirname(file), spec) });
  }
  return found;
}

const moduleOf = (path) => {
  const rel = relative(modules, path);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};
const rel = (path) => relative(root, path);

const breaches = [];

// The module graph: module → module → the imports that make the edge.
const edges = new Map();
for (const file of sourceFiles(modules)) {
  const from = moduleOf(file);
  for (const { spec, target } of importsOf(file)) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to)) out.set(to, []);
    out.get(to).push(`${rel(file)} → ${spec}`);
  }
}

// Cycles: Tarjan's strongly connected components; every component of two or more modules is one.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) {
      state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const v of [...edges.keys()].sort()) if (!state.has(v)) connect(v);

for (const component of components) {
  const lines = [];
  for (const from of component)
    for (const [to, imports] of edges.get(from) ?? [])
      if (component.includes(to)) lines.push(...imports.map((i) => `    ${from} → ${to}: ${i}`));
  breaches.push(`Modules that import each other in a cycle: ${component.join(', ')}\n${lines.join('\n')}`);
}

// Layers below the modules.
for (const folder of BELOW) {
  if (!existsSync(join(root, folder))) continue;
  for (const file of sourceFiles(join(root, folder))) {
    for (const { spec, target } of importsOf(file)) {
      if (moduleOf(target))
        breaches.push(`${rel(file)} imports a module (${spec}): ${folder} lies below the modules`);
    }
  }
}

const moduleCount = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]).size;
const edgeCount = [...edges.values()].reduce((n, m) => n + m.size, 0);
if (breaches.length > 0) {
  console.error(breaches.join('\n\n'));
  console.error(
    `\nModule fences: ${breaches.length} breach(es). See docs/decisions/041-module-fences.md for where shared code goes.`,
  );
  process.exit(1);
}
console.log(
  `Module fences: ${moduleCount} modules, ${edgeCount} module-to-module edges, no cycle, nothing below imports a module.`,
);
