import { paths } from '../../../shared/paths';

/**
 * robots.txt: public pages are open to crawlers; the account, the API, diagnostics, billing and
 * QR scan redirects (not pages, and a crawler's visit is no scan) are not. Points at the sitemap.
 */
export function robotsTxt(origin: string): string {
  const closed = ['/dashboard', '/api/', '/auth/', '/billing/', '/debug/', '/dev/', '/q/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${paths.sitemap}`,
    '',
  ].join('\n');
}
