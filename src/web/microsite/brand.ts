import type { CSSProperties } from 'react';
import { inkOn, isHexColor, readableOn } from '../../shared/color';
import { BRAND_DEFAULTS, type PublicAgency } from '../../shared/microsite';

/**
 * The agency's colours as CSS variables, adjusted so text stays readable whatever colour the
 * agency picked: `--brand` works as text on white and as a background under `--brand-ink`.
 */
export function brandStyle(agency: PublicAgency, page: 'listing' | 'agency'): CSSProperties {
  const picked = isHexColor(agency.primaryColor) ? agency.primaryColor : BRAND_DEFAULTS.primary;
  // The agency page has its own default colour (decision 017 → Branding) until the agency picks one.
  const base =
    page === 'agency' && picked.toLowerCase() === BRAND_DEFAULTS.primary ? BRAND_DEFAULTS.agencyPage : picked;
  const brand = readableOn(base);
  const secondary = isHexColor(agency.secondaryColor) ? agency.secondaryColor : BRAND_DEFAULTS.secondary;
  return {
    '--brand': brand,
    '--brand-ink': inkOn(brand),
    '--brand-base': base,
    '--brand-base-ink': inkOn(base),
    '--secondary': secondary,
    '--secondary-ink': inkOn(secondary),
  } as CSSProperties;
}
