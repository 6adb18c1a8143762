import type { SitePage } from '../../../shared/site';
import { BlogArticleView } from './blog/blog-article-view';
import { BlogListView } from './blog/blog-list-view';
import { BuyerDocumentPage } from './buyer-document-page';
import { ContactPage } from './contact-page';
import { CookiesView } from './cookies-view';
import { DocumentView } from './document-page';
import { EmailUnsubscribePage } from './email-unsubscribe-page';
import { NewsletterBox } from './newsletter-box';
import { NewsletterPage } from './newsletter-page';
import { NotFoundView } from './not-found-view';
import { SiteLayout } from './site-layout';

/** One server-rendered site page inside the public header and footer. */
export function SiteApp({ page, path }: { page: SitePage; path?: string }) {
  // A microsite visitor's legal page has the agency's header (or none of the product's menus).
  if (page.kind === 'buyer-document') return <BuyerDocumentPage page={page} />;
  return <SiteLayout current={path}>{content(page)}</SiteLayout>;
}

function content(page: SitePage) {
  switch (page.kind) {
    case 'document':
      return <DocumentView page={page} />;
    case 'cookies':
      return <CookiesView page={page} />;
    case 'not-found':
      return <NotFoundView page={page} />;
    case 'contact':
      return <ContactPage {...page} />;
    case 'newsletter':
      return <NewsletterPage {...page} />;
    case 'email-unsubscribe':
      return <EmailUnsubscribePage {...page} />;
    case 'blog-list':
      // The box posts to /newsletter, which answers with its own page: /blog needs no state for it.
      return <BlogListView page={page} aside={<NewsletterBox />} />;
    case 'blog-article':
      return <BlogArticleView page={page} />;
  }
}
