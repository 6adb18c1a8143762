import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { DEMO_ACCOUNT } from './demo/demo-account';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { handleShutdownSignals } from './shutdown';

const started = performance.now();
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, process.stdout.isTTY && env.NODE_ENV !== 'production');

const steps: Record<string, number> = { imports: Math.round(started) };
const deps = await bootstrap({ env, logger, steps });
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const ms = Math.round(performance.now() - started);
  logger.info(
    { port: info.port, database: deps.database.kind, mail: deps.mailer.kind, startupMs: ms, steps },
    `Escaparate listo en ${env.PUBLIC_URL} (${ms} ms)`,
  );
  if (env.seedDemo) logger.info(`Cuenta de demostración: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  if (deps.mailer.kind === 'outbox' && env.NODE_ENV !== 'production') {
    logger.info(`E-mails locales: ${env.PUBLIC_URL}/dev/outbox`);
  }
  void deps.warmup?.start();
});

handleShutdownSignals(server as Server, deps);
