import { Hono } from 'hono';
import { slugify } from '../../../shared/format';
import { choosePageLang } from '../../../shared/lang';
import { paths } from '../../../shared/paths';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { errorBody } from '../../http/errors';
import { viewerOf } from '../analytics/view-counter';
import { createScanAlertQueue } from '../notifications/queue-scan-alert';
import { qrUnavailablePages } from './qr-page';
import { qrSvg, qrTargetUrl } from './qr-svg';
import { findListingByQrCode, findQrTarget, recordScan } from './record-scan';

const QR_CODE = /^[A-Z0-9]{8}$/;

/**
 * `qr-{title-slug}.svg` (decision 017 → QR codes) for a published listing; a draft's title is not public yet, so
 * its file is named by the code the URL already shows. The dashboard names its download itself.
 */
function qrFileName(listing: { title: string; published: boolean }, code: string): string {
  return `qr-${listing.published ? slugify(listing.title) || 'inmueble' : code.toLowerCase()}.svg`;
}

/** Normalised code, or null when it cannot be a QR code (`abc`, `../x`). */
function codeOf(raw: string | undefined): string | null {
  const code = (raw ?? '').toUpperCase();
  return QR_CODE.test(code) ? code : null;
}

/**
 * Public QR endpoints: `/q/{code}` (what the printed QR opens: counts the scan and redirects to
 * the microsite) and `/qr-generator/{code}` (the QR itself, as SVG).
 */
export function qrRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const unavailablePage = qrUnavailablePages(deps.microsite);
  const queueScanAlert = createScanAlertQueue(deps.jobs, deps.env.SCAN_ALERT_DELAY_S);

  return new Hono<AppEnv>()
    .get(paths.qr.pattern, async (c) => {
      c.header('Cache-Control', cacheControl.never);
      c.header('Referrer-Policy', 'no-referrer');
      c.header('X-Robots-Tag', 'noindex');
      const code = codeOf(c.req.param('code'));
      // HEAD (link checkers, prefetchers) is answered like GET but never counted, nor is the
      // language switch of the unavailable page (the same visitor, asking again with ?lang=).
      const pageLang = choosePageLang(c.req.query('lang'), c.req.header('accept-language'));
      const target = !code
        ? null
        : c.req.method === 'HEAD' || c.req.query('lang') !== undefined
          ? await findQrTarget(db, code)
          : await recordScan({ db, qrCode: code, userAgent: c.req.header('user-agent') });
      const listing = target?.listing;
      // After the scan is stored; a failure to queue the alert never costs the visitor the page.
      if (listing && target && 'counted' in target && target.counted) {
        // The page it opens counts the view; the code says where that visitor came from.
        if (listing.published)
          deps.pages.views.record(
            { listingId: listing.id, agencyId: target.agencyId },
            viewerOf(c, deps.env.TRUST_PROXY),
            { qr: true },
          );
        await queueScanAlert(listing.id).catch((err) => deps.logger.error({ err }, 'scan alert not queued'));
      }
      if (listing?.published) return c.redirect(paths.listing(listing.slug), 302);
      // Moved to the agency page, or its listing deleted: the poster still leads somewhere useful.
      if (target && !listing) return c.redirect(paths.agency(target.agency.slug), 302);
      if (!unavailablePage)
        return c.text('La aplicación web no está compilada: ejecuta `npm run build`.', 503);
      // A draft's slug is made from its title: the scan is counted, but its address is not given
      // away; its agency (on the poster already) is, with a link to the listings it has published.
      if (!pageLang.pinned) c.header('Vary', 'Accept-Language');
      return c.html(unavailablePage(target?.agency ?? null, pageLang), 404);
    })
    .get(paths.qrImage.pattern, async (c) => {
      const code = codeOf(c.req.param('code'));
      const listing = code ? await findListingByQrCode(db, code) : null;
      // A deleted listing's code (kept in qr_repoints) can still be printed again.
      const known = listing ?? (code ? await findQrTarget(db, code) : null);
      if (!code || !known) return c.json(errorBody('not_found'), 404);
      const svg = await qrSvg(qrTargetUrl(deps.env.PUBLIC_URL, code));
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', cacheControl.qrImage);
      c.header(
        'Content-Disposition',
        `inline; filename="${qrFileName(listing ?? { title: '', published: false }, code)}"`,
      );
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(svg);
    });
}
