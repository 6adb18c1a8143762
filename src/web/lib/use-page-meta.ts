import { useEffect } from 'react';
import { defaultDescription, type PageMeta } from '../../shared/page-meta';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the tab title and the meta description while the page is shown; on leaving, the
 * description goes back to the app's generic one (the next page sets its own title).
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    document.title = title;
    const tag = descriptionTag();
    tag.content = description;
    return () => {
      tag.content = defaultDescription;
    };
  }, [title, description]);
}
