// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded PGlite).
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { loadEnv } from '../src/server/env';
import { resolveDataDir } from '../src/server/paths';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolveDataDir(env.DATA_DIR) });
await migrate(database);
await database.close();
console.log(`Migraciones aplicadas (${database.kind}).`);
