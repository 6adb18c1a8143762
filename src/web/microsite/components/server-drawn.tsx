import { createContext, type ReactNode, useContext } from 'react';

/**
 * true while the tree is the page the server drew and the script is hydrating it (entry-client);
 * false for a page drawn in the browser (a listing opened from the agency page).
 */
export const HydratingServerPage = createContext(false);

/**
 * Parts with nothing to do in the browser (facts, costs, description, features, energy label,
 * the contact block, the footer):
 * on the page the server drew, hydration leaves their markup as it is and never walks it. Preact
 * neither diffs nor applies `dangerouslySetInnerHTML` while hydrating, and keeps an unchanged one
 * on later renders, so the server's HTML stays; the page's script does no work for them (half the
 * elements of a complete ad), and their texts need not be sent twice (hydrationData). A page drawn
 * in the browser renders them as usual.
 */
export function ServerDrawn({ children }: { children: ReactNode }) {
  const hydrating = useContext(HydratingServerPage);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: always the empty constant below, never a value: it only tells Preact to keep the server's markup.
  return hydrating ? <div dangerouslySetInnerHTML={KEEP} /> : <div>{children}</div>;
}

/** One object for every render: Preact compares `__html` with the last one and leaves it alone. */
const KEEP = { __html: '' };
