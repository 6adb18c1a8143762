import type { ContactDetails } from '../../../shared/contact';
import { whatsappLink } from '../../../shared/whatsapp';
import type { Env } from '../../env';

/** The company's contact details for /contact, from the configuration. */
export function contactDetails(env: Pick<Env, 'SALES_EMAIL' | 'SALES_PHONE' | 'company'>): ContactDetails {
  return {
    email: env.SALES_EMAIL,
    phone: env.SALES_PHONE,
    phoneHref: env.SALES_PHONE.replace(/[^\d+]/g, ''),
    whatsapp: whatsappLink(env.SALES_PHONE),
    address: env.company.address,
  };
}
