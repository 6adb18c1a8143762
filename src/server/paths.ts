import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this module both in src/ and in dist/. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const migrationsDir = () => join(projectRoot(), 'src/server/db/migrations');
export const webDistDir = () => join(projectRoot(), 'dist/web');
export const resolveDataDir = (dataDir: string) => resolve(projectRoot(), dataDir);
/**
 * The migrated, catalogue-seeded PGlite data directory made by `npm run build`
 * (scripts/pglite-base.ts), copied as it is into an empty DATA_DIR on a first start.
 */
export const pgliteBaseSnapshot = () => join(projectRoot(), 'dist/pglite-base');
/** The demo's pictures, drawn by `npm run build` (scripts/build-demo-media.ts) so a server never draws them. */
export const demoMediaDir = () => join(projectRoot(), 'dist/demo-media');
/** The demo listings' photos, drawn by `npm run build` for the demo seed. */
export const demoPicturesDir = () => join(projectRoot(), 'dist/demo-pictures');
/** The demo photos as the upload pipeline makes them, processed by `npm run build`. */
export const demoPhotosDir = () => join(projectRoot(), 'dist/demo-photos');
