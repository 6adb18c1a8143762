import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { extractTarGz } from './untar';

export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, when embedded (for snapshots in tests). */
  pglite?: PGlite;
  /** The connection string, on PostgreSQL (the job queue opens its own connections with it). */
  url?: string;
  /** The app's connection pool, on PostgreSQL (the job queue stores jobs sent by requests through it). */
  pool?: pg.Pool;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite under dataDir. */
  url?: string;
  dataDir?: string;
  /** A PGlite instance made by the caller (tests load one from a snapshot). */
  pglite?: PGlite;
  poolSize?: number;
  /**
   * A migrated PGlite data directory, or a gzipped tar of one (PGlite's `dumpDataDir`), to start
   * an empty data directory from: several times faster than PGlite's own initdb.
   */
  baseSnapshot?: string;
  /**
   * Errors of idle PostgreSQL connections (a server restart, an admin terminating them).
   * node-postgres emits them on the pool; unheard, they would crash the process.
   */
  onIdleError?: (err: Error) => void;
}

/**
 * PGlite's start-up settings: its own, with 16 MB of shared buffers instead of PostgreSQL's 128 MB.
 * In one process with a WASM heap those buffers are resident memory (about 110 MB of it measured on
 * a restart: 287 → 177 MB); the operating system still caches the data files behind them. The
 * per-operation memory is smaller too, for the same reason: a WASM heap grows and never gives pages
 * back, so one sort or index build at PostgreSQL's defaults (4 MB work_mem, 64 MB
 * maintenance_work_mem, 8 MB temp_buffers) stays resident for the life of the process (a first
 * start's idle RSS, issue 12: ~300 → ~270 MB measured). An embedded database holds one agency's
 * worth of rows: its sorts fit in 2 MB.
 */
export const pgliteStartOptions = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=2MB'],
    ...['-c', 'temp_buffers=1MB'],
  ],
};

/**
 * A small pool of its own for counters that may be lost in a crash (the rate limits): its commits
 * do not wait for the WAL to reach the disk (`synchronous_commit=off`, PostgreSQL's own setting for
 * this trade). A crash can forget the last few hundred milliseconds of counts, never corrupt
 * them; the leads and everything else stay on the app's pool, durable. A busy listing's counter is
 * one row that every lead updates: its row lock is now held for a memory write, not a disk flush.
 */
export function openCounterPool(
  url: string,
  opts: { size?: number; onIdleError?: (err: Error) => void } = {},
) {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.size ?? 4,
    options: '-c synchronous_commit=off',
  });
  pool.on('error', opts.onIdleError ?? (() => {}));
  return {
    db: drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db,
    pool,
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL through node-postgres, or the embedded PGlite: same schema, same queries. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    pool.on('error', opts.onIdleError ?? (() => {}));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      pool,
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = join(opts.dataDir ?? './data', 'pglite');
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    const base = fresh && opts.baseSnapshot && existsSync(opts.baseSnapshot) ? opts.baseSnapshot : null;
    if (base) {
      // Copied or unpacked here rather than through PGlite's `loadDataDir`, which unpacks inside
      // its WASM heap: that heap never shrinks, and a first start kept ~120 MB more than a restart.
      // A directory is copied by the file system (no 40 MB of tar through JavaScript buffers: less
      // CPU and ~20 MB less resident memory after a first start). Into a side folder first: an
      // interrupted copy is not a data directory.
      const unpacking = `${dir}.unpacking`;
      rmSync(unpacking, { recursive: true, force: true });
      if (statSync(base).isDirectory()) cpSync(base, unpacking, { recursive: true });
      else extractTarGz(readFileSync(base), unpacking);
      rmSync(dir, { recursive: true, force: true });
      renameSync(unpacking, dir);
    }
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, pgliteStartOptions);
  }
  const pglite = client;
  // The query builder is the same on both drivers; only the client type differs.
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: () =>
      pglite.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => (pglite.closed ? Promise.resolve() : pglite.close()),
  };
}
