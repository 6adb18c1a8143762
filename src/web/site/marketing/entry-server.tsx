import { renderToString } from 'react-dom/server';
import type { MarketingRenderer } from '../../../shared/marketing';
import { MarketingApp } from './marketing-app';

/** Loaded by the server from the build (dist/microsite-ssr): the marketing pages' HTML. */
export const marketingRenderer: MarketingRenderer = {
  render: (page, path) => renderToString(<MarketingApp page={page} path={path} />),
};
