import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { choosePageLang, DEFAULT_LANG, isLang, type PageLang } from '../../../shared/lang';
import type { MicrositePage } from '../../../shared/microsite';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import {
  bookingMessageIn,
  type VisitBookingDay,
  type VisitBookingPage,
  type VisitBookingValues,
  visitBookingPath,
  visitBookingTextsFor,
} from '../../../shared/visit-booking';
import {
  bookingRequestSchema,
  PROPOSAL_HORIZON_DAYS,
  visitApiTexts,
  visitPaths,
  visitTexts,
} from '../../../shared/visits';
import type { AppDeps } from '../../context';
import { cacheControl } from '../../http/cache';
import { csrfProtection } from '../../http/security';
import { AppError } from '../../lib/app-error';
import { madridWallMs } from '../../lib/madrid-time';
import { loadListingPage } from '../microsite/load-public-pages';
import { listingMeta, renderDocument } from '../microsite/microsite-document';
import { toRenderedPage } from '../microsite/page-cache';
import { send } from '../microsite/send-page';
import { type BookVisit, listingSlots } from './book-visit';
import { DEFAULT_NOTICE_MINUTES } from './slots';
import { addressAllowed, visitRules } from './visit-limits';

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;
const FIELDS = ['slot', 'proposed', 'name', 'email', 'phone', 'consent'] as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type ListingPage = Extract<MicrositePage, { kind: 'listing' }>;

const dayFormat = {
  es: new Intl.DateTimeFormat('es-ES', {
    timeZone: SPAIN_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: SPAIN_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }),
};
const timeFormat = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The slots (instants) grouped by their Madrid day, in order. */
export function slotDays(slots: string[], lang: PageLang['lang']): VisitBookingDay[] {
  const days: VisitBookingDay[] = [];
  for (const value of slots) {
    const at = new Date(value);
    const label = dayFormat[lang].format(at);
    const slot = { value, time: timeFormat.format(at) };
    const last = days.at(-1);
    if (last?.label === label) last.slots.push(slot);
    else days.push({ label, slots: [slot] });
  }
  return days;
}

/** Madrid wall clock of an instant as a datetime-local value ("2027-05-14T17:30"). */
const localValue = (at: Date) => new Date(madridWallMs(at)).toISOString().slice(0, 16);

/**
 * The microsite's "Pedir visita" page, `/l/{slug}/visita`: GET draws the free slots and the form;
 * the form posts back here (no JavaScript needed) and is answered with what was typed and the
 * errors, or sent on (303) to the visitor's own page of the visit. Never stored nor cached:
 * the slots change with every booking.
 */
export function visitBookingRoutes(deps: AppDeps, bookVisit: BookVisit) {
  const { db } = deps.database;
  const { storage } = deps;
  const origin = new URL(deps.env.PUBLIC_URL).origin;
  const rules = visitRules(deps.env);
  const app = new Hono();

  const draw = async (
    c: Context,
    opts: {
      slug: string;
      pageLang: PageLang;
      values: VisitBookingValues;
      errors: VisitBookingPage['errors'];
      status: 200 | 404 | 422 | 429;
    },
  ) => {
    const renderer = deps.microsite.renderer;
    if (!renderer) return c.text('La aplicación web no está compilada: ejecuta `npm run build`.', 503);
    const { lang } = opts.pageLang;
    const listingPage = SLUG.test(opts.slug)
      ? await loadListingPage({ db, storage, slug: opts.slug, lang })
      : null;
    if (!listingPage) return c.notFound();
    const now = new Date();
    const { slots, lengthMinutes } = await listingSlots(db, opts.slug, now);
    const page = bookingPage(listingPage, {
      days: slotDays(slots, lang),
      lengthMinutes,
      values: opts.values,
      errors: opts.errors,
      now,
    });
    const t = visitBookingTextsFor(lang);
    const meta = {
      ...listingMeta(listingPage, { origin, path: visitBookingPath(opts.slug), lang }),
      title: t.pageTitle(listingPage.listing.title),
      index: false,
      alternates: undefined,
      jsonLd: undefined,
    };
    const html = renderDocument({
      page: listingPage,
      body: renderer.renderBooking(page, opts.pageLang),
      meta,
      assets: deps.microsite.assets,
      hydrate: false,
      pageLang: opts.pageLang,
    });
    return send(
      c,
      toRenderedPage(html, opts.status === 429 ? 422 : opts.status),
      undefined,
      cacheControl.never,
    );
  };

  app.get(visitBookingPath.pattern, async (c, next) => {
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return next();
    const pageLang = choosePageLang(c.req.query('lang'), c.req.header('accept-language'));
    const res = await draw(c, { slug, pageLang, values: {}, errors: {}, status: 200 });
    if (!pageLang.pinned) res.headers.append('Vary', 'Accept-Language');
    return res;
  });

  app.post(
    visitBookingPath.pattern,
    csrfProtection([deps.env.PUBLIC_URL]),
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text(visitTexts.tooLong, 413) }),
    async (c) => {
      const slug = c.req.param('slug');
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).slice(0, 300) : '');
      const lang = isLang(body.lang) ? body.lang : DEFAULT_LANG;
      const pageLang: PageLang = { lang, pinned: lang !== DEFAULT_LANG };
      const values: VisitBookingValues = Object.fromEntries(FIELDS.map((k) => [k, str(k)]));
      const again = (errors: VisitBookingPage['errors'], status: 422 | 429) =>
        draw(c, { slug, pageLang, values, errors, status });

      const parsed = bookingRequestSchema.safeParse({ ...values, website: str('website'), lang });
      if (!parsed.success) {
        const errors: VisitBookingPage['errors'] = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'form') as keyof VisitBookingPage['errors'];
          errors[key] ??= bookingMessageIn(lang, issue.message);
        }
        return again(errors, 422);
      }
      if (!(await addressAllowed(deps, c, rules.byAddress)))
        return again({ form: bookingMessageIn(lang, visitApiTexts.tooMany) }, 429);
      try {
        const booked = await bookVisit({
          slug,
          request: parsed.data,
          userAgent: c.req.header('user-agent') ?? null,
        });
        c.header('Cache-Control', cacheControl.never);
        const to = visitPaths.manageOf(booked.manageToken);
        return c.redirect(lang === DEFAULT_LANG ? to : `${to}?lang=${lang}`, 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === 'not_found') return c.notFound();
        const fields = err.fields ?? {};
        const errors: VisitBookingPage['errors'] = {};
        for (const key of FIELDS) if (fields[key]) errors[key] = bookingMessageIn(lang, fields[key]);
        if (Object.keys(errors).length === 0) errors.form = bookingMessageIn(lang, err.message);
        // A slot taken meanwhile: the page comes back with the slots still free.
        if (errors.slot) values.slot = '';
        return again(errors, 422);
      }
    },
  );

  return app;
}

/** The page's data: the listing's first photo at its smallest width, the slots, the form. */
function bookingPage(
  page: ListingPage,
  opts: Pick<VisitBookingPage, 'days' | 'lengthMinutes' | 'values' | 'errors'> & { now: Date },
): VisitBookingPage {
  const { listing, agency } = page;
  const photo = listing.photos[0];
  const smallest = photo?.sources.reduce((a, b) => (b.width < a.width ? b : a));
  return {
    listing: {
      slug: listing.slug,
      title: listing.title,
      place: [listing.address, listing.city].filter(Boolean).join(', '),
      photo: photo && smallest ? { src: smallest.url, alt: photo.alt } : null,
    },
    agency,
    days: opts.days,
    lengthMinutes: opts.lengthMinutes,
    values: opts.values,
    errors: opts.errors,
    proposeMin: localValue(new Date(opts.now.getTime() + DEFAULT_NOTICE_MINUTES * MINUTE)),
    proposeMax: localValue(new Date(opts.now.getTime() + PROPOSAL_HORIZON_DAYS * DAY)),
  };
}
