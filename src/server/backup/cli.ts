import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storageFromEnv } from '../bootstrap';
import { type Database, openDatabase } from '../db/client';
import { type Env, loadEnv } from '../env';
import { pgliteBaseSnapshot, projectRoot, resolveDataDir } from '../paths';
import type { Storage } from '../providers/storage/storage';

/** A refusal or failure the operator can act on: printed without a stack trace, exit code 1. */
export class CliError extends Error {}

export interface CliTarget {
  env: Env;
  dataDir: string;
  database: Database;
  storage: Storage;
}

/** The environment, with a local .env as `npm start` reads it (real variables win). */
export function cliEnv(): Env {
  const file = join(projectRoot(), '.env');
  if (existsSync(file)) process.loadEnvFile(file);
  return loadEnv();
}

/**
 * The database and storage the app would use. PGlite is one process's files: while a server holds
 * them (PGlite's postmaster.pid is there) another process must not open them, so the command stops
 * unless the operator says the server is stopped (a server that crashed leaves the file behind).
 */
export async function openTarget(
  env: Env,
  opts: { serverStopped: boolean; create: boolean },
): Promise<CliTarget> {
  const dataDir = resolveDataDir(env.DATA_DIR);
  if (!env.DATABASE_URL) {
    const dir = join(dataDir, 'pglite');
    if (!opts.create && !existsSync(join(dir, 'PG_VERSION')))
      throw new CliError(`No embedded database in ${dir}: nothing to back up (is DATA_DIR right?)`);
    if (existsSync(join(dir, 'postmaster.pid')) && !opts.serverStopped)
      throw new CliError(
        `The embedded database in ${dir} is open in a running Escaparate server. Stop the server ` +
          "(PGlite is one process's files; use PostgreSQL for backups while serving) and run this again. " +
          'If no server is running (it crashed), add --server-stopped.',
      );
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir,
    poolSize: 2,
    // A new data directory starts from the migrated base snapshot of the build, when there is one.
    baseSnapshot: pgliteBaseSnapshot(),
  });
  return { env, dataDir, database, storage: await storageFromEnv(env, dataDir) };
}

/**
 * A path the operator typed: npm runs scripts in the project folder, so a relative path is taken
 * from the folder `npm run` was called in (npm's INIT_CWD), as the shell would.
 */
export const operatorPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Where the storage is, for messages. */
export const describeStorage = (env: Env, dataDir: string) =>
  env.S3_BUCKET ? `S3 bucket ${env.S3_BUCKET}` : `${join(dataDir, 'uploads')}`;

/** Runs a command: CliError and other failures print one line and exit 1. */
export async function runCli(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${name} failed: ${message}`);
    if (!(err instanceof CliError) && process.env.DEBUG) console.error(err);
    process.exitCode = 1;
  }
}
