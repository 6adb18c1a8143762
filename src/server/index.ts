import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { DEMO_ACCOUNT } from './demo/demo-account';
import { loadEnv } from './env';
import { createLogger } from './logger';

const started = performance.now();
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, process.stdout.isTTY && env.NODE_ENV !== 'production');

const deps = await bootstrap({ env, logger });
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const ms = Math.round(performance.now() - started);
  logger.info(
    { port: info.port, database: deps.database.kind, mail: deps.mailer.kind, startupMs: ms },
    `Escaparate listo en ${env.PUBLIC_URL} (${ms} ms)`,
  );
  if (env.seedDemo) logger.info(`Cuenta de demostración: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  if (deps.mailer.kind === 'outbox' && env.NODE_ENV !== 'production') {
    logger.info(`E-mails locales: ${env.PUBLIC_URL}/dev/outbox`);
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await deps.jobs.stop();
    await deps.mailer.close();
    await deps.database.close();
    logger.info('bye');
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
