// `npm run seed`: the catalogue (uses, rooms, styles, plans) and, outside production, the demo account.
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedCatalog } from '../src/server/db/seed/seed-catalog';
import { DEMO_ACCOUNT } from '../src/server/demo/demo-account';
import { seedDemo } from '../src/server/demo/seed-demo';
import { loadEnv } from '../src/server/env';
import { resolveDataDir } from '../src/server/paths';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolveDataDir(env.DATA_DIR) });
await migrate(database);
await seedCatalog(database.db);
if (env.seedDemo) await seedDemo(database.db);
await database.close();
console.log(
  `Datos iniciales cargados (${database.kind}).${env.seedDemo ? ` Demo: ${DEMO_ACCOUNT.email}` : ''}`,
);
