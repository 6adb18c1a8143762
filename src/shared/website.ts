/**
 * An agency's website as one canonical absolute link: `www.fincasalbero.es` and
 * `HTTPS://WWW.FincasAlbero.es/` both become `https://www.fincasalbero.es`. Null for anything that
 * is not an http(s) address of a host with a domain (`no es una web`, `javascript:…`, `ftp://…`).
 * Kept free of zod: the microsite bundle uses it too.
 */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v || /\s/.test(v)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(v);
  if (hasScheme && !/^https?:\/\//i.test(v)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? v : `https://${v}`);
  } catch {
    return null;
  }
  // A host people can type: labels of letters, digits and hyphens, and a top-level domain of letters.
  if (url.username || url.password) return null;
  if (!/^([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,63}$/.test(url.hostname)) return null;
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.origin}${path}${url.search}${url.hash}`;
}
