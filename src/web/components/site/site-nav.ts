import { paths } from '../../../shared/paths';
import { siteTexts as t } from './site-texts';

/** The public header's links: the app's header and the server-rendered pages' show the same ones. */
export const mainLinks = [
  { href: paths.features, label: t.nav.features },
  { href: paths.pricing, label: t.nav.pricing },
  { href: paths.dashboard.home, label: t.nav.dashboard },
] as const;

/** On a phone the menu also offers contact, which the wide header leaves to the footer. */
export const mobileLinks = [...mainLinks, { href: paths.contact, label: t.nav.contact }] as const;

export const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:px-4';
export const ghostButton =
  'inline-flex items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold text-ink transition-colors hover:bg-neutral-100';
