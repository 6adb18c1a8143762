import type { PlanView } from './billing';

/**
 * The marketing pages the server renders (`/`, `/features`, `/about`, `/pricing` and the 404):
 * each is static but for the plans, which come from the plans table like the plans API's.
 */
export type MarketingPage =
  | { kind: 'landing' | 'features' | 'about' | 'not-found' }
  | { kind: 'pricing'; plans: readonly PlanView[]; salesEmail: string };

/** Loaded by the server from the build (dist/microsite-ssr/marketing-server.js). */
export interface MarketingRenderer {
  /** The page's `<body>` content; `path` marks the current link of the phone menu. */
  render(page: MarketingPage, path: string): string;
}

/** The id of the element the landing's examples carousel is hydrated in (its only script). */
export const EXAMPLES_ISLAND_ID = 'examples-island';
