// `npm run restore -- <folder> [--force] [--server-stopped]`: puts a backup back (see README → Backup and restore).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  CliError,
  cliEnv,
  describeStorage,
  openTarget,
  operatorPath,
  runCli,
} from '../src/server/backup/cli';
import { readManifest } from '../src/server/backup/manifest';
import { restoreBackup, TargetNotEmptyError } from '../src/server/backup/restore-backup';

const usage = 'Usage: npm run restore -- <backup folder> [--force] [--server-stopped]';

await runCli('Restore', async () => {
  const { values, positionals } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      'server-stopped': { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  }) as { values: { force: boolean; 'server-stopped': boolean; help?: boolean }; positionals: string[] };
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) throw new CliError(`name one backup folder\n${usage}`);
  const dir = operatorPath(positionals[0]!);
  if (!existsSync(dir)) throw new CliError(`${dir} does not exist`);
  const manifest = await readManifest(dir);
  const env = cliEnv();
  const target = await openTarget(env, { serverStopped: values['server-stopped'], create: true });
  try {
    console.log(
      `Restoring the backup of ${manifest.createdAt} (${manifest.database.kind}, ${manifest.files.length} files) ` +
        `into ${target.database.kind} and ${describeStorage(env, target.dataDir)}`,
    );
    await restoreBackup({ ...target, dir, force: values.force, onProgress: (m) => console.log(`  ${m}`) });
    console.log('Restore finished. Start the server as usual.');
  } catch (err) {
    if (err instanceof TargetNotEmptyError) throw new CliError(err.message);
    throw err;
  } finally {
    await target.database.close();
  }
});
