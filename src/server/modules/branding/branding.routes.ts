import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { brandingApi, brandingSchema, brandingTexts, MAX_LOGO_BYTES } from '../../../shared/branding';
import type { AppDeps, AppEnv } from '../../context';
import { AppError, errorBody } from '../../http/errors';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { agencyView } from '../agencies/agency-view';
import { removeLogo } from './remove-logo';
import { updateBranding } from './update-branding';
import { uploadLogo } from './upload-logo';

/** The logo route's own body cap (app.ts exempts it from the 1 MB JSON cap): the file plus the envelope. */
export const LOGO_UPLOAD_BODY_LIMIT = MAX_LOGO_BYTES + 256 * 1024;

/** Settings → Personalización: branding and logo of the signed-in user's own agency, never another's. */
export function brandingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const change = { db, storage: deps.storage, logger: deps.logger, jobs: deps.jobs };
  const member = requireAgency(deps);

  return new Hono<AppEnv>()
    .put(brandingApi.branding, member, async (c) => {
      const input = await readJson(c, brandingSchema);
      const agency = await updateBranding({ ...change, agencyId: c.get('agency').id, input });
      return c.json({ agency: agencyView(agency, deps.storage) });
    })
    .post(
      brandingApi.logo,
      member,
      bodyLimit({
        maxSize: LOGO_UPLOAD_BODY_LIMIT,
        onError: (c) => c.json(errorBody('payload_too_large', brandingTexts.logoTooBig), 413),
      }),
      async (c) => {
        let body: Record<string, unknown>;
        try {
          body = await c.req.parseBody();
        } catch {
          throw new AppError('bad_request', brandingTexts.badUpload);
        }
        const file = body.file;
        if (!(file instanceof File) || file.size === 0)
          throw new AppError('validation', brandingTexts.logoNoneChosen);
        const bytes = Buffer.from(await file.arrayBuffer());
        const agency = await uploadLogo({ ...change, agencyId: c.get('agency').id, bytes });
        return c.json({ agency: agencyView(agency, deps.storage) });
      },
    )
    .delete(brandingApi.logo, member, async (c) => {
      const agency = await removeLogo({ ...change, agencyId: c.get('agency').id });
      return c.json({ agency: agencyView(agency, deps.storage) });
    });
}
