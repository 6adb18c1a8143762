import type { AnchorHTMLAttributes } from 'react';

/**
 * `Link` of react-router for the server-rendered pages (vite.microsite.config.ts aliases the
 * package to this file there): a plain `<a>`, so following it loads the page from the server.
 */
export function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...rest} />;
}
