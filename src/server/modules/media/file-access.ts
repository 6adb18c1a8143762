import type { AppDeps } from '../../context';
import type { FileAccess } from '../../providers/storage/uploads.routes';
import { activeMembership } from '../team/seats';
import { createListingVisibility, type ListingVisibility } from './listing-visibility';

const LISTING_FILE = /^listings\/([^/]+)\/(.+)$/;

/** True when visitors see this file of the listing: a photo of a published listing, or an approved render of one. */
function isPublic(visibility: ListingVisibility, key: string, rest: string): boolean {
  if (!visibility.published) return false;
  return !rest.startsWith('staging/') || visibility.approvedStagedKeys.has(key);
}

/**
 * Who may read a stored file through /uploads. A listing's photos before it is published and
 * its renders before they are approved belong to its agency: its signed-in members get them,
 * never cached by anyone else; anyone else gets the 404 of a file that is not there. Everything
 * else the route serves (logos, published photos, approved renders) is public and cached for
 * good (docs/decisions/040-private-files.md).
 */
export function createFileAccess(deps: Pick<AppDeps, 'auth' | 'database' | 'pages'>): FileAccess {
  const { db } = deps.database;
  const visibility = createListingVisibility({ db, cached: deps.pages.following });
  deps.pages.watch((agencyIds) => visibility.invalidate(agencyIds));

  /** The agency of the signed-in member making the request (not an agent whose seat is paused). */
  async function memberAgencyId(headers: Headers): Promise<string | null> {
    const session = await deps.auth.api.getSession({ headers });
    if (!session) return null;
    const membership = await activeMembership(db, session.user.id);
    return membership && !membership.paused ? membership.agency.id : null;
  }

  return async (key, headers) => {
    const match = LISTING_FILE.exec(key);
    if (!match) return 'public';
    const found = await visibility.get(match[1]!);
    if (!found) return 'none';
    if (isPublic(found, key, match[2]!)) return 'public';
    return (await memberAgencyId(headers)) === found.agencyId ? 'private' : 'none';
  };
}
