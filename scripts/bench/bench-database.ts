import pg from 'pg';

/**
 * The database of a bench run: PGlite (the embedded default, '' here) unless `--pg` is given or
 * BENCH_DATABASE_URL is set; then a fresh database on that PostgreSQL server (default the local
 * one), dropped again by `drop()`.
 */
export async function benchDatabase(
  argv: string[],
  name = 'escaparate_bench_microsite',
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!argv.includes('--pg') && !admin) return { url: '', drop: async () => {} };
  const adminUrl = admin ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
