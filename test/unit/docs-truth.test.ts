import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';

const root = join(import.meta.dirname, '../..');
const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');

/** The text of one `## ` section of ARCHITECTURE.md. */
function section(title: string): string {
  const start = architecture.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`ARCHITECTURE.md has no section "${title}"`);
  const end = architecture.indexOf('\n## ', start + 1);
  return architecture.slice(start, end < 0 ? undefined : end);
}

const dirsIn = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}/${e.name}`);

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(`${dir}/${e.name}`) : [`${dir}/${e.name}`],
  );
}

describe('ARCHITECTURE.md says what the code has', () => {
  it('names every table of the Drizzle schema in its data model', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    expect(tables.length).toBeGreaterThan(30);
    const model = section('Data model');
    expect(tables.filter((name) => !model.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every folder of src/server and src/web in its folder table, and only folders that exist', () => {
    const rows = [...section('Folders').matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]!);
    const listed = (dir: string) =>
      rows.some(
        (row) => row === dir || (row.includes('<') && dir.startsWith(row.slice(0, row.indexOf('<')))),
      );
    const folders = ['src/shared', ...dirsIn('src/server'), ...dirsIn('src/web')];
    expect(folders.filter((dir) => !listed(dir) && !listed(`${dir}/<`))).toEqual([]);
    const missing = rows
      .map((row) => (row.includes('<') ? row.slice(0, row.indexOf('/<')) : row))
      .filter((path) => !statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory());
    expect(missing).toEqual([]);
  });
});

describe('comments cite what the repository holds', () => {
  it('never cite the product specification kept outside the repository', () => {
    const citing = /§|decisions\.md|product-spec|shared\/spec/;
    const offenders = filesUnder('src')
      .filter((file) => /\.(ts|tsx|css|html|md)$/.test(file))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            citing.test(line) ? [`${relative('.', file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
