import { planChecks } from '../../../shared/plan-features';
import type { PosterStyle } from '../../../shared/qr';
import type { Db } from '../../db/client';
import type { Storage } from '../../providers/storage/storage';
import type { Agency } from '../agencies/ensure-my-agency';
import { getEffectivePlan } from '../plans/effective-plan';

/**
 * The poster's look for the agency's plan: only a plan with the branded poster (Plus, Pro) gets
 * the logo and colours; any other gets the plain poster, whatever branding it has saved.
 */
export async function posterStyle(opts: { db: Db; storage: Storage; agency: Agency }): Promise<PosterStyle> {
  const { agency } = opts;
  const { planLimits } = await getEffectivePlan({ db: opts.db, agencyId: agency.id });
  if (!planChecks.brandedPoster(planLimits)) return { branded: false };
  return {
    branded: true,
    logoUrl: agency.showLogo && agency.logoKey ? opts.storage.publicUrl(agency.logoKey) : null,
    primaryColor: agency.primaryColor.toLowerCase(),
    secondaryColor: agency.secondaryColor.toLowerCase(),
  };
}
