import { Hono } from 'hono';
import { brandingApi, brandingSchema, brandingTexts, MAX_LOGO_BYTES } from '../../../shared/branding';
import type { AppDeps, AppEnv } from '../../context';
import { requireOwner } from '../../http/require-agency';
import { readJson, readUpload, uploadCap } from '../../http/validate';
import { agencyView } from '../agencies/agency-view';
import { removeLogo } from './remove-logo';
import { updateBranding } from './update-branding';
import { uploadLogo } from './upload-logo';

/** The logo route's own body cap, instead of the 1 MB JSON cap: the file plus the envelope. */
export const LOGO_UPLOAD_BODY_LIMIT = MAX_LOGO_BYTES + 256 * 1024;

/** Settings → Personalización: branding and logo of the signed-in user's own agency, never another's. */
export function brandingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const change = { db, storage: deps.storage, logger: deps.logger, jobs: deps.jobs };
  const owner = requireOwner(deps);

  return new Hono<AppEnv>()
    .put(brandingApi.branding, owner, async (c) => {
      const input = await readJson(c, brandingSchema);
      const agency = await updateBranding({ ...change, agencyId: c.get('agency').id, input });
      return c.json({ agency: agencyView(agency, deps.storage) });
    })
    .post(
      brandingApi.logo,
      owner,
      uploadCap({ maxBytes: LOGO_UPLOAD_BODY_LIMIT, tooBig: brandingTexts.logoTooBig }),
      async (c) => {
        const bytes = await readUpload(c, {
          noneChosen: brandingTexts.logoNoneChosen,
          badUpload: brandingTexts.badUpload,
        });
        const agency = await uploadLogo({ ...change, agencyId: c.get('agency').id, bytes });
        return c.json({ agency: agencyView(agency, deps.storage) });
      },
    )
    .delete(brandingApi.logo, owner, async (c) => {
      const agency = await removeLogo({ ...change, agencyId: c.get('agency').id });
      return c.json({ agency: agencyView(agency, deps.storage) });
    });
}
