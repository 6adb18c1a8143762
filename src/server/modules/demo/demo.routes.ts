import { existsSync } from 'node:fs';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { choosePageLang, type PageLang } from '../../../shared/lang';
import { leadTexts } from '../../../shared/leads';
import type { LeadFormState, MicrositeRenderer } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../context';
import { cacheControl, matchesEtag } from '../../http/cache';
import { csrfProtection } from '../../http/security';
import { demoMediaDir } from '../../paths';
import { leadFormLang, readLeadForm } from '../microsite/lead-form-post';
import { renderDocument } from '../microsite/microsite-document';
import { type RenderedPage, toRenderedPage } from '../microsite/page-cache';
import { send } from '../microsite/send-page';
import { createDemoMedia, parseDemoMediaFile } from './demo-media';
import { demoMeta, demoPage } from './demo-page';

const notFound = (c: Context) => {
  c.header('Cache-Control', cacheControl.never);
  return c.text('Esta imagen de la demo no existe.', 404);
};

/**
 * /demo (a fixed listing through the microsite's renderer, whose contact form stores nothing)
 * and its drawn pictures at /demo/media/{file}, also shown by the landing's carousel.
 */
export function demoRoutes(deps: AppDeps) {
  const { storage, logger } = deps;
  const origin = new URL(deps.env.PUBLIC_URL).origin;
  const media = createDemoMedia({
    storage,
    logger,
    // Tests go through the drawing and storage path; the prebuilt one has its own test.
    prebuiltDir: deps.env.NODE_ENV !== 'test' && existsSync(demoMediaDir()) ? demoMediaDir() : undefined,
  });
  const app = new Hono();
  // A built server serves the pictures `npm run build` drew. Without them (a stale build, `npm run
  // dev`) they are drawn once at start and kept in storage, so the landing's first visitor does not
  // wait for a drawing. Tests draw on demand instead.
  if (deps.env.NODE_ENV !== 'test') {
    setTimeout(() => {
      const started = performance.now();
      media.warm().then(
        (files) => logger.info({ files, ms: Math.round(performance.now() - started) }, 'demo pictures ready'),
        (err: unknown) => logger.warn({ err }, 'demo pictures: warming failed (drawn on demand)'),
      );
    }, 1000).unref();
  }

  app.get(paths.demoMedia.pattern, async (c) => {
    const file = parseDemoMediaFile(c.req.param('file'));
    if (!file) return notFound(c);
    const etag = `"${media.version(file)}-${file.width}"`;
    c.header('Cache-Control', cacheControl.demoImage);
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    const body = await media.get(file);
    c.header('Content-Type', 'image/webp');
    c.header('Content-Length', String(body.length));
    return c.body(new Uint8Array(body), 200);
  });

  const renderer: MicrositeRenderer | null = deps.microsite.renderer;
  if (!renderer) {
    app.on(['GET', 'POST'], paths.demo, (c) =>
      c.text('La aplicación web no está compilada: ejecuta `npm run build`.', 503),
    );
    return app;
  }
  const { assets } = deps.microsite;
  const render = (
    leadForm: LeadFormState | undefined,
    status: RenderedPage['status'],
    pageLang: PageLang,
  ) => {
    const page = { ...demoPage(deps.env.SALES_EMAIL, pageLang.lang), leadForm };
    const body = renderer.render(page, pageLang);
    const meta = demoMeta(origin, pageLang.lang);
    return toRenderedPage(
      renderDocument({ page, body, meta: leadForm ? { ...meta, index: false } : meta, assets, pageLang }),
      status,
    );
  };
  // The page never changes while the process runs: rendered once per language, on first need.
  const rendered = new Map<string, RenderedPage>();

  app.get(paths.demo, (c) => {
    const pageLang = choosePageLang(c.req.query('lang'), c.req.header('accept-language'));
    const key = `${pageLang.lang}${pageLang.pinned ? '!' : ''}`;
    let page = rendered.get(key);
    if (!page) {
      page = render(undefined, 200, pageLang);
      rendered.set(key, page);
    }
    return send(c, page, pageLang);
  });

  // The form without JavaScript: checked like the real one, answered with 'Demo completada'. Nothing is stored.
  app.post(
    paths.demo,
    csrfProtection([deps.env.PUBLIC_URL]),
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text(leadTexts.tooLong, 413) }),
    async (c) => {
      const pageLang: PageLang = { lang: await leadFormLang(c), pinned: false };
      const { values, lead, invalid } = await readLeadForm(c);
      if (!lead) return send(c, render(invalid, 422, pageLang));
      return send(c, render({ values, errors: {}, status: 'sent' }, 200, pageLang));
    },
  );

  return app;
}
