// `npm run backup [-- <folder>] [--server-stopped]`: the database and every stored file in one folder.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CliError,
  cliEnv,
  describeStorage,
  openTarget,
  operatorPath,
  runCli,
} from '../src/server/backup/cli';
import { createBackup } from '../src/server/backup/create-backup';
import { resolveDataDir } from '../src/server/paths';

const usage = 'Usage: npm run backup [-- <folder>] [--server-stopped]';

await runCli('Backup', async () => {
  const { values, positionals } = parseArgs({
    options: { 'server-stopped': { type: 'boolean', default: false }, help: { type: 'boolean' } },
    allowPositionals: true,
  }) as { values: { 'server-stopped': boolean; help?: boolean }; positionals: string[] };
  if (values.help) return console.log(usage);
  if (positionals.length > 1) throw new CliError(`one folder at most\n${usage}`);
  const env = cliEnv();
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const target = await openTarget(env, { serverStopped: values['server-stopped'], create: false });
  const dir = positionals[0]
    ? operatorPath(positionals[0])
    : join(
        env.BACKUP_DIR ? resolveDataDir(env.BACKUP_DIR) : join(target.dataDir, 'backups'),
        `escaparate-${stamp}`,
      );
  try {
    console.log(`Backing up ${target.database.kind} and ${describeStorage(env, target.dataDir)} to ${dir}`);
    const started = performance.now();
    const manifest = await createBackup({ ...target, dir, onProgress: (m) => console.log(`  ${m}`) });
    const last = manifest.migrations.at(-1);
    console.log(
      `Backup written in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dir}\n` +
        `  migration ${last?.tag ?? last?.when}, ${manifest.jobs?.jobs.rows ?? 0} pending jobs`,
    );
  } finally {
    await target.database.close();
  }
});
