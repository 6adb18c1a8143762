import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, startAppServer } from './app-server';
import { withDatabase } from './db-snapshot';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/**
 * A server of the test file's own on a fresh PostgreSQL database, with a connection to that
 * database for what a test does straight in it (an agent joining, a plan arriving). Started before
 * the file's tests and dropped after them; read `server` and `sql` inside tests.
 */
export function ownPostgresAppServer(label: string) {
  const name = `escaparate_test_${label}_${randomBytes(5).toString('hex')}`;
  const ctx = {} as { server: AppServer; sql: pg.Client };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = withDatabase(adminUrl, name);
    ctx.server = await startAppServer({ DATABASE_URL: url, AUTH_SECRET: randomBytes(32).toString('hex') });
    ctx.sql = new pg.Client({ connectionString: url });
    await ctx.sql.connect();
  }, 120_000);
  afterAll(async () => {
    await ctx.sql?.end();
    await ctx.server?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);
  return ctx;
}

/**
 * An agent with a password, added to an agency straight in the database (how an invitation ends).
 * Each one joins a second after the last, so "the newest agents" is well defined.
 */
export async function addAgentInDatabase(
  sql: pg.Client,
  agencyId: string,
  agent: { name: string; email: string; password?: string },
) {
  const userId = randomUUID();
  await sql.query('insert into users (id, email, name, email_verified) values ($1, $2, $3, true)', [
    userId,
    agent.email,
    agent.name,
  ]);
  await sql.query(
    "insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)",
    [randomUUID(), userId, await hashPassword(agent.password ?? 'secreto-123')],
  );
  await sql.query(
    "insert into agency_members (agency_id, user_id, role, created_at) values ($1, $2, 'agent', now() + (select count(*) from agency_members) * interval '1 second')",
    [agencyId, userId],
  );
}
