import type { SitePage } from '../../../shared/site';
import { BlogArticleView } from './blog/blog-article-view';
import { BlogListView } from './blog/blog-list-view';
import { CookiesView } from './cookies-view';
import { DocumentView } from './document-page';
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
    case 'cookies':
      return <CookiesView page={page} />;
    case 'not-found':
      return <NotFoundView page={page} />;
    case 'blog-list':
      // NEWSLETTER: the newsletter box goes in `aside` (e.g. aside={<NewsletterBox … />}).
      return <BlogListView page={page} />;
    case 'blog-article':
      return <BlogArticleView page={page} />;
  }
}
