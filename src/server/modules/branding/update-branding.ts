import type { Branding } from '../../../shared/branding';
import { BRAND_DEFAULTS } from '../../../shared/microsite';
import { planChecks, planRefusalTexts } from '../../../shared/plan-features';
import { AppError } from '../../lib/app-error';
import type { Agency } from '../agencies/ensure-my-agency';
import { getEffectivePlan } from '../plans/effective-plan';
import { applyBrandingChange, type BrandingChangeDeps } from './apply-branding-change';

/** Saves colours and switches (Settings → Personalización) of the caller's own agency. */
export function updateBranding(
  opts: BrandingChangeDeps & { agencyId: string; input: Branding },
): Promise<Agency> {
  const { input, ...rest } = opts;
  return applyBrandingChange({
    ...rest,
    check: async (tx, before) => {
      // Branding completo (Pro): the secondary colour. Logo, primary colour and the switches are
      // every plan's. A colour set on Pro keeps working after a downgrade (what the agency's
      // clients already see does not change); it can then only stay or go back to the default.
      const secondary = input.secondary_color;
      if (
        secondary === before.secondaryColor.toLowerCase() ||
        secondary === BRAND_DEFAULTS.secondary.toLowerCase()
      )
        return;
      const { plan, planLimits } = await getEffectivePlan({ db: tx, agencyId: opts.agencyId });
      if (!planChecks.fullBranding(planLimits))
        throw new AppError('plan_limit', planRefusalTexts.fullBranding(plan?.name ?? ''));
    },
    values: {
      primaryColor: input.primary_color,
      secondaryColor: input.secondary_color,
      showLogo: input.show_logo,
      showContact: input.show_contact,
    },
  });
}
