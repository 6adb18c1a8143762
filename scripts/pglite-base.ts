// Part of `npm run build`: a migrated, catalogue-seeded PGlite data directory in dist/, which the
// first start on an empty DATA_DIR copies instead of running initdb. It holds the job
// queue's tables and queues too (pg-boss installs them on its first start: ~0.4 s saved there).
import { renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import type { AppDeps } from '../src/server/context';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedCatalog } from '../src/server/db/seed/seed-catalog';
import { extractTarGz } from '../src/server/db/untar';
import { loadEnv } from '../src/server/env';
import { createJobQueue } from '../src/server/jobs/queue';
import { registerWorkers } from '../src/server/jobs/workers';
import { pgliteBaseSnapshot } from '../src/server/paths';

const pglite = await PGlite.create();
const database = await openDatabase({ pglite });
await migrate(database);
await seedCatalog(database.db);
const logger = pino({ level: 'silent' });
// No worker runs here (work: false): the handlers are only registered, so that `start` creates
// every queue with its options; none of the services they would call is needed.
const jobs = createJobQueue({ database, logger, work: false });
registerWorkers({ jobs, database, logger, env: loadEnv({}) } as unknown as AppDeps);
await jobs.start();
await jobs.stop();
const dump = await pglite.dumpDataDir('gzip');
await pglite.close();
// Unpacked here, once: a first start copies the files (fast, no 40 MB buffer in the server).
const target = pgliteBaseSnapshot();
const unpacking = `${target}.unpacking`;
rmSync(unpacking, { recursive: true, force: true });
extractTarGz(Buffer.from(await dump.arrayBuffer()), unpacking);
rmSync(target, { recursive: true, force: true });
renameSync(unpacking, target);
// The archive of earlier builds, no longer read.
rmSync(join(dirname(target), 'pglite-base.tar.gz'), { force: true });
