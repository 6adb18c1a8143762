import type { MeResponse } from '../../../shared/agency';
import type { Storage } from '../../providers/storage/storage';
import type { Agency } from './ensure-my-agency';

/** The agency fields the dashboard sees. */
export function agencyView(a: Agency, storage: Storage): MeResponse['agency'] {
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    email: a.email,
    phone: a.phone,
    website: a.website,
    address: a.address,
    city: a.city,
    currentPlan: a.currentPlan,
    branding: {
      primary_color: a.primaryColor.toLowerCase(),
      secondary_color: a.secondaryColor.toLowerCase(),
      show_logo: a.showLogo,
      show_contact: a.showContact,
      logo_url: a.logoKey ? storage.publicUrl(a.logoKey) : null,
    },
  };
}
