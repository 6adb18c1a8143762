import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const checker = join(__dirname, '../../scripts/check-module-imports.mjs');
const trees: string[] = [];

/** A tree laid out like the repository's src/, with the given files. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'escaparate-fences-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (root?: string) => {
  const run = spawnSync(process.execPath, [checker, ...(root ? [root] : [])], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
};

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('module fences (scripts/check-module-imports.mjs, run by npm run lint and npm test)', () => {
  it('passes a tree whose modules import one way only', () => {
    const root = tree({
      'src/server/modules/a/a.ts': "import { b } from '../b/b';\nexport const a = b;\n",
      'src/server/modules/b/b.ts': "import { c } from '../../lib/c';\nexport const b = c;\n",
      'src/server/lib/c.ts': 'export const c = 1;\n',
    });
    expect(check(root).status).toBe(0);
  });

  it('fails on a new cycle between two modules, naming the imports', () => {
    const root = tree({
      'src/server/modules/a/a.ts': "import { b } from '../b/b';\nexport const a = () => b;\n",
      'src/server/modules/b/b.ts':
        "import type { a } from '../a/a';\nexport const b = 1 as unknown as typeof a;\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('cycle: a, b');
    expect(output).toContain('src/server/modules/b/b.ts → ../a/a');
  });

  it('fails on a longer cycle, through a dynamic import too', () => {
    const root = tree({
      'src/server/modules/a/a.ts': "export { b } from '../b/b';\n",
      'src/server/modules/b/b.ts': "import { c } from '../c/c';\nexport const b = c;\n",
      'src/server/modules/c/c.ts': "export const c = () => import('../a/a');\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('cycle: a, b, c');
  });

  it('fails when a layer below the modules imports one; tests are left out', () => {
    const root = tree({
      'src/server/modules/a/a.ts': 'export const a = 1;\n',
      'src/server/modules/a/a.test.ts': "import { b } from '../b/b';\n",
      'src/server/modules/b/b.ts': "import { a } from '../a/a';\nexport const b = a;\n",
      'src/server/lib/util.ts': "import { a } from '../modules/a/a';\nexport const u = a;\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('src/server/lib/util.ts imports a module (../modules/a/a)');
    expect(output).not.toContain('cycle');
  });
});
