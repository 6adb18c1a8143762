import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type ImportSchedule,
  type ImportSourceKind,
  type ImportState,
  importApi,
  importSourceSettingsSchema,
  importStartSchema,
  importTexts,
  importUrlSchema,
} from '../../../shared/imports';
import type { AppDeps, AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { importSources } from '../../db/schema';
import { requireOwner } from '../../http/require-agency';
import { readJson, uploadCap } from '../../http/validate';
import { JOBS } from '../../jobs/job-types';
import { AppError } from '../../lib/app-error';
import { openSecret, sealSecret } from './feed-secret';
import { nextRunAfter, queueFeedSync } from './feed-sync';
import { activeRun, createRun, getRun, recentRuns, toRunView } from './import-runs';
import { MAX_FEED_BYTES } from './parse-kyero';
import { previewImport, takePreview, unreadable } from './preview-import';
import { templateCsv, templateXlsx } from './sheet-template';
import { createImportTransport } from './transport';

/** An uploaded source: a Kyero feed (50 MB) or a spreadsheet, plus the multipart envelope. */
const UPLOAD_LIMIT = MAX_FEED_BYTES + 512 * 1024;

/** What kind of source a file is, by its name and first bytes. */
function kindOfFile(name: string, bytes: Buffer): ImportSourceKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.xlsx') || lower.endsWith('.xls')) return 'sheet';
  if (lower.endsWith('.xml')) return 'feed_file';
  // No telling extension: a zip is a workbook, a "<" starts XML, anything else is read as CSV.
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'sheet';
  const head = bytes
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (head.startsWith('<')) return 'feed_file';
  return lower.endsWith('.txt') ? 'sheet' : null;
}

async function readImportFile(c: Context<AppEnv>): Promise<{ name: string; bytes: Buffer }> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', importTexts.fileRequired);
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('validation', importTexts.fileRequired, { file: importTexts.fileRequired });
  const name = (file.name || 'archivo').replace(/[\\/]/g, '_').slice(0, 200);
  return { name, bytes: Buffer.from(await file.arrayBuffer()) };
}

async function sourceView(db: Db, agencyId: string): Promise<ImportState['source']> {
  const [s] = await db.select().from(importSources).where(eq(importSources.agencyId, agencyId));
  if (!s) return null;
  return {
    url: s.url,
    username: s.username,
    has_password: !!s.passwordSealed,
    schedule: s.schedule as ImportSchedule,
    left_action: s.leftAction as 'draft' | 'keep',
    address_privacy: s.addressPrivacy as 'zone',
    failures: s.failures,
    next_run_at: s.nextRunAt?.toISOString() ?? null,
  };
}

/**
 * Configuración → Importar (issue 28; the owner's, like webhooks): preview a feed URL, a Kyero file or
 * a spreadsheet; apply a preview as a durable run; the saved feed's schedule, "Sincronizar ahora" and
 * the log; the spreadsheet template.
 */
export function feedImportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { storage, logger, jobs } = deps;
  const owner = requireOwner(deps);
  const net = createImportTransport({ allowPrivate: deps.env.OUTBOUND_ALLOW_PRIVATE_TARGETS });

  return new Hono<AppEnv>()
    .get(importApi.state, owner, async (c) => {
      const agencyId = c.get('agency').id;
      const [source, active, runs] = await Promise.all([
        sourceView(db, agencyId),
        activeRun(db, agencyId),
        recentRuns(db, agencyId),
      ]);
      return c.json({
        source,
        active: active ? toRunView(active) : null,
        runs: runs.map(toRunView),
      } satisfies ImportState);
    })
    .post(
      importApi.preview,
      owner,
      uploadCap({ maxBytes: UPLOAD_LIMIT, tooBig: 'El archivo supera el tamaño máximo de 50 MB.' }),
      async (c) => {
        const agencyId = c.get('agency').id;
        const isUpload = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
        if (isUpload) {
          const { name, bytes } = await readImportFile(c);
          const kind = kindOfFile(name, bytes);
          if (!kind) throw new AppError('validation', importTexts.fileType, { file: importTexts.fileType });
          return c.json(await previewImport({ db, storage, logger, agencyId, kind, name, bytes }));
        }
        const input = await readJson(c, importUrlSchema);
        const username = input.username || null;
        let password = input.password || null;
        let passwordSealed = password ? sealSecret(password, deps.secret) : null;
        if (!password) {
          // The saved password, when the URL and the user are the saved ones.
          const [saved] = await db.select().from(importSources).where(eq(importSources.agencyId, agencyId));
          if (saved?.passwordSealed && saved.url === input.url && saved.username === username) {
            password = openSecret(saved.passwordSealed, deps.secret);
            passwordSealed = saved.passwordSealed;
          }
        }
        let bytes: Buffer;
        try {
          const chunks: Uint8Array[] = [];
          for await (const chunk of await net.openFeed(input.url, { username, password })) chunks.push(chunk);
          bytes = Buffer.concat(chunks);
        } catch (err) {
          throw unreadable(err, 'url');
        }
        const preview = await previewImport({
          db,
          storage,
          logger,
          agencyId,
          kind: 'feed_url',
          name: input.url,
          bytes,
          username,
          passwordSealed,
        });
        return c.json(preview);
      },
    )
    .post(importApi.runs, owner, async (c) => {
      const agencyId = c.get('agency').id;
      const input = await readJson(c, importStartSchema);
      const preview = await takePreview(db, agencyId, input.preview_id);
      const run = await createRun(db, {
        agencyId,
        kind: preview.kind as ImportSourceKind,
        name: preview.name,
        scheduled: false,
        storageKey: preview.storageKey,
        leftAction: input.left_action,
        addressPrivacy: input.address_privacy,
      });
      if (preview.kind === 'feed_url') {
        // The feed URL becomes the agency's source, synced on the schedule chosen.
        const settings = {
          url: preview.name,
          username: preview.username,
          passwordSealed: preview.passwordSealed,
          schedule: input.schedule,
          leftAction: input.left_action,
          addressPrivacy: input.address_privacy,
          nextRunAt: nextRunAfter(input.schedule, new Date()),
          failures: 0,
          failureMailAt: null,
        };
        await db
          .insert(importSources)
          .values({ agencyId, ...settings })
          .onConflictDoUpdate({ target: importSources.agencyId, set: settings });
        await queueFeedSync(db, jobs, agencyId);
      }
      await jobs.send(JOBS.importRun, { runId: run.id });
      return c.json({ run: toRunView(run) }, 202);
    })
    .get(importApi.run(':id'), owner, async (c) =>
      c.json({ run: toRunView(await getRun(db, c.get('agency').id, c.req.param('id') ?? '')) }),
    )
    .put(importApi.source, owner, async (c) => {
      const agencyId = c.get('agency').id;
      const input = await readJson(c, importSourceSettingsSchema);
      const [updated] = await db
        .update(importSources)
        .set({
          schedule: input.schedule,
          leftAction: input.left_action,
          addressPrivacy: input.address_privacy,
          nextRunAt: nextRunAfter(input.schedule, new Date()),
        })
        .where(eq(importSources.agencyId, agencyId))
        .returning();
      if (!updated) throw new AppError('not_found', importTexts.noSource);
      await queueFeedSync(db, jobs, agencyId);
      return c.json({ source: await sourceView(db, agencyId) });
    })
    .delete(importApi.source, owner, async (c) => {
      // The listings stay, with their feed ids: importing the same feed again finds them.
      await db.delete(importSources).where(eq(importSources.agencyId, c.get('agency').id));
      return c.json({ source: null });
    })
    .post(importApi.sync, owner, async (c) => {
      const agencyId = c.get('agency').id;
      const [source] = await db.select().from(importSources).where(eq(importSources.agencyId, agencyId));
      if (!source) throw new AppError('not_found', importTexts.noSource);
      const run = await createRun(db, {
        agencyId,
        kind: 'feed_url',
        name: source.url,
        scheduled: false,
        storageKey: null,
        leftAction: source.leftAction as 'draft' | 'keep',
        addressPrivacy: source.addressPrivacy as 'zone',
      });
      await jobs.send(JOBS.importRun, { runId: run.id });
      return c.json({ run: toRunView(run) }, 202);
    })
    .get(importApi.templateCsv, owner, (c) =>
      c.body(new Uint8Array(templateCsv()), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="plantilla-inmuebles.csv"',
        'Cache-Control': 'no-store',
      }),
    )
    .get(importApi.templateXlsx, owner, (c) =>
      c.body(new Uint8Array(templateXlsx()), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': 'attachment; filename="plantilla-inmuebles.xlsx"',
        'Cache-Control': 'no-store',
      }),
    );
}
