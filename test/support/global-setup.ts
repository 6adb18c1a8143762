import { buildPgliteSnapshot, buildPostgresTemplate } from './db-snapshot';

/** Once per run: the PGlite snapshot, and the PostgreSQL template when TEST_DATABASE_URL is set. */
export default async function setup() {
  await buildPgliteSnapshot();
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await buildPostgresTemplate(url);
  }
}
