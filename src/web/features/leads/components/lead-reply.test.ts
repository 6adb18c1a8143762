import { describe, expect, it } from 'vitest';
import type { LeadView } from '../../../../shared/leads-dashboard';
import { leadWhatsappLink, mailLink } from './lead-reply';

const lead = (phone: string | null, email: string | null = null): LeadView => ({
  id: '1',
  firstName: 'Ana',
  lastName: 'Gil',
  email,
  phone,
  status: 'new',
  channel: 'whatsapp',
  lang: 'es',
  createdAt: '2026-01-01T00:00:00.000Z',
  suspicion: null,
  test: false,
  listing: {
    id: null,
    title: 'Ático',
    slug: null,
    address: null,
    city: null,
    published: true,
    deleted: false,
    operation: 'sale',
    propertyType: 'atico',
    reference: null,
    price: 425_000,
  },
  use: null,
  room: null,
  style: null,
  handledBy: null,
  visit: null,
});

describe('Responder por WhatsApp', () => {
  it('is offered for a mobile number, with the message naming the property', () => {
    const link = leadWhatsappLink(lead('+34 612 345 678'));
    expect(link).toMatch(/^https:\/\/wa\.me\/34612345678\?text=/);
    expect(decodeURIComponent(link!.split('text=')[1]!)).toContain('«Ático»');
  });
  it('is not offered for a landline', () => {
    expect(leadWhatsappLink(lead('912345678'))).toBeNull();
    expect(leadWhatsappLink(lead('+34 865 123 456'))).toBeNull();
    expect(leadWhatsappLink(lead(null))).toBeNull();
  });
  it('e-mail reply only with an e-mail', () => {
    expect(mailLink(lead(null))).toBeNull();
    expect(mailLink(lead(null, 'ana@example.es'))).toMatch(/^mailto:ana@example\.es\?subject=/);
  });
});
