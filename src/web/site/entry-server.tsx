import { renderToString } from 'react-dom/server';
import type { SiteRenderer } from '../../shared/site';
import { SiteApp } from './components/site-app';

/** Loaded by the server from the build (dist/microsite-ssr): the site pages, with no client script. */
export const siteRenderer: SiteRenderer = {
  render: (page, path) => renderToString(<SiteApp page={page} path={path} />),
};
