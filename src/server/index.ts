import type { Server } from 'node:http';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { DEMO_ACCOUNT } from './demo/demo-account';
import { loadEnv } from './env';
import { trustProxyStartWarning } from './http/proxy-trust';
import { serveApp } from './http-server';
import { createLogger } from './logger';
import { warmPages } from './modules/microsite/warm-pages';
import { warmFeeds } from './modules/portal-feed/warm-feeds';
import { smsStartWarning } from './providers/sms/from-env';
import { handleShutdownSignals } from './shutdown';

const started = performance.now();
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, process.stdout.isTTY && env.NODE_ENV !== 'production');

const steps: Record<string, number> = { imports: Math.round(started) };
const deps = await bootstrap({ env, logger, steps, deferJobs: true });
const app = createApp(deps);
let connections: ReturnType<typeof handleShutdownSignals> | undefined;
const server = await serveApp(app, deps, {
  port: env.PORT,
  hostname: env.HOST,
  draining: () => connections?.draining() ?? false,
  onListening: (info) => {
    const ms = Math.round(performance.now() - started);
    logger.info(
      {
        port: info.port,
        database: deps.database.kind,
        mail: deps.mailer.kind,
        sms: deps.sms.kind,
        startupMs: ms,
        steps,
      },
      `Escaparate listo en ${env.PUBLIC_URL} (${ms} ms)`,
    );
    if (env.seedDemo) logger.info(`Cuenta de demostración: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    if (deps.mailer.kind === 'outbox' && env.NODE_ENV !== 'production') {
      logger.info(`E-mails locales: ${env.PUBLIC_URL}/dev/outbox`);
    }
    const smsWarning = smsStartWarning(env, deps.sms);
    if (smsWarning) logger.warn(smsWarning);
    const proxyWarning = trustProxyStartWarning(env.TRUST_PROXY, env.HOST);
    if (proxyWarning) logger.warn(proxyWarning);
  },
});

connections = handleShutdownSignals(server as Server, deps);
deps.stopping = () => connections?.draining() ?? false;
// The job queue starts while the server already answers (bootstrap's deferJobs); a server that
// cannot run jobs would lose leads' alerts and photos' processing, so it stops instead.
deps.jobsReady?.then(
  () => logger.info({ ms: Math.round(performance.now() - started) }, 'job queue started'),
  (err: unknown) => {
    logger.fatal({ err }, 'the job queue could not start');
    process.exit(1);
  },
);
// After listening, off the start path: the demo seed (when SEED_DEMO), then the published pages
// rendered and stored ahead of the first scans, then the agencies' portal feeds built.
void (async () => {
  await deps.warmup?.start();
  await warmPages(app, deps);
  await warmFeeds(app, deps);
})().catch((err) => logger.warn({ err }, 'could not store the microsite pages or feeds ahead'));
