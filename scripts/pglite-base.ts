// Part of `npm run build`: a migrated, catalogue-seeded PGlite dump in dist/, from which the
// first start on an empty DATA_DIR loads its database instead of running initdb.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedCatalog } from '../src/server/db/seed/seed-catalog';
import { pgliteBaseSnapshot } from '../src/server/paths';

const pglite = await PGlite.create();
const database = await openDatabase({ pglite });
await migrate(database);
await seedCatalog(database.db);
const dump = await pglite.dumpDataDir('gzip');
writeFileSync(pgliteBaseSnapshot(), Buffer.from(await dump.arrayBuffer()));
await pglite.close();
