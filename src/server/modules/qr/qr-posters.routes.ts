import { Hono } from 'hono';
import { qrApi, repointSchema, repointTexts } from '../../../shared/qr';
import type { AppDeps, AppEnv } from '../../context';
import { requireAgency } from '../../http/require-agency';
import { readJson } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { postersResponse } from './list-posters';
import { posterStyle } from './poster-style';
import { repointPoster } from './repoint-poster';

const QR_CODE = /^[A-Z0-9]{8}$/;

/** /api/qr/posters: moving the signed-in user's agency's printed codes; the posters' look. */
export function qrPosterRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = requireAgency(deps);

  return new Hono<AppEnv>()
    .get(qrApi.posters, member, async (c) => c.json(await postersResponse(db, c.get('agency').id)))
    .get(qrApi.posterStyle, member, async (c) =>
      c.json(await posterStyle({ db, storage: deps.storage, agency: c.get('agency') })),
    )
    .put(qrApi.poster.pattern, member, async (c) => {
      const agencyId = c.get('agency').id;
      const { listingId } = await readJson(c, repointSchema);
      const code = c.req.param('code').toUpperCase();
      if (!QR_CODE.test(code)) throw new AppError('not_found', repointTexts.posterNotFound);
      await repointPoster({ db, agencyId, code, listingId });
      return c.json(await postersResponse(db, agencyId));
    });
}
