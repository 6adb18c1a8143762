import type { SitePage } from '../../../shared/site';
import { ContactPage } from './contact-page';
import { DocumentView } from './document-page';
import { NewsletterPage } from './newsletter-page';
import { NotFoundView } from './not-found-view';
import { SiteLayout } from './site-layout';

/** One server-rendered site page inside the public header and footer. */
export function SiteApp({ page, path }: { page: SitePage; path?: string }) {
  return <SiteLayout current={path}>{content(page)}</SiteLayout>;
}

function content(page: SitePage) {
  switch (page.kind) {
    case 'document':
      return <DocumentView page={page} />;
    case 'not-found':
      return <NotFoundView page={page} />;
    case 'contact':
      return <ContactPage {...page} />;
    case 'newsletter':
      return <NewsletterPage {...page} />;
  }
}
