import type { MeResponse } from '../../../shared/agency';
import type { Agency } from './ensure-my-agency';

/** The agency fields the dashboard sees. */
export function agencyView(a: Agency): MeResponse['agency'] {
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
  };
}
