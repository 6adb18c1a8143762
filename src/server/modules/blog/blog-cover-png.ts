import type { BlogArticleSummary } from '../../../shared/blog';
import { createLimiter } from '../../lib/limiter';
import { loadSharp } from '../../lib/sharp';
import { blogCoverSvg } from './blog-cover-svg';

/** One drawing at a time: a burst of link-preview bots must not take both cores from the API. */
const renderSlot = createLimiter(1);

/**
 * The covers as 1200×630 PNGs for link previews, drawn on first request and kept in memory: a
 * handful of articles at ~60 KB each, and the drawing never changes while the process lives.
 */
export function blogCoverPngs() {
  const cache = new Map<string, Promise<Buffer>>();
  return (article: Pick<BlogArticleSummary, 'slug' | 'category' | 'cover'>): Promise<Buffer> => {
    let png = cache.get(article.slug);
    if (!png) {
      png = renderSlot(async () =>
        (await loadSharp())(Buffer.from(blogCoverSvg(article, { labelled: true })))
          .png({ compressionLevel: 9 })
          .toBuffer(),
      );
      // A failed drawing is tried again next time rather than remembered.
      png.catch(() => cache.delete(article.slug));
      cache.set(article.slug, png);
    }
    return png;
  };
}
