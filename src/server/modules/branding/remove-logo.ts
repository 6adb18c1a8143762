import type { Agency } from '../agencies/ensure-my-agency';
import { applyBrandingChange, type BrandingChangeDeps } from './apply-branding-change';

/** Removes the agency's logo: the row first, then the file; the photos lose the watermark. */
export function removeLogo(opts: BrandingChangeDeps & { agencyId: string }): Promise<Agency> {
  return applyBrandingChange({ ...opts, values: { logoKey: null } });
}
