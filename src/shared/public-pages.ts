import { paths } from './paths';

/**
 * The product's own public pages, in the order a visitor meets them: the sitemap lists them and
 * the link crawler test starts from them. A new marketing or legal page is added here once.
 */
export const publicPages: readonly string[] = [
  paths.home,
  paths.features,
  paths.pricing,
  paths.about,
  paths.contact,
  paths.blog,
  paths.demo,
  paths.privacy,
  paths.terms,
  paths.cookies,
  paths.legalNotice,
];
