import type { Branding } from '../../../shared/branding';
import type { Agency } from '../agencies/ensure-my-agency';
import { applyBrandingChange, type BrandingChangeDeps } from './apply-branding-change';

/** Saves colours and switches (Settings → Personalización) of the caller's own agency. */
export function updateBranding(
  opts: BrandingChangeDeps & { agencyId: string; input: Branding },
): Promise<Agency> {
  const { input, ...rest } = opts;
  return applyBrandingChange({
    ...rest,
    values: {
      primaryColor: input.primary_color,
      secondaryColor: input.secondary_color,
      showLogo: input.show_logo,
      showContact: input.show_contact,
    },
  });
}
