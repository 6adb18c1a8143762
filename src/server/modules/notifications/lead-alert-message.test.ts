import { describe, expect, it } from 'vitest';
import { type LeadAlert, leadAlertMessage } from './lead-alert-message';

const alert = (phone: string | null): LeadAlert => ({
  to: 'avisos@inmobiliaria.es',
  agencyName: 'Inmobiliaria Sol',
  person: { firstName: 'Luis', name: 'Luis Pérez', email: null, phone },
  channel: 'whatsapp',
  lang: 'es',
  interest: null,
  listing: {
    title: 'Piso en Gràcia',
    address: null,
    url: null,
    operation: 'sale',
    propertyType: 'piso',
    reference: null,
    price: 245_000,
  },
  receivedAt: new Date('2026-03-01T10:00:00Z'),
  leadsUrl: 'https://escaparate.example/dashboard/leads',
  settingsUrl: 'https://escaparate.example/dashboard/settings',
});

describe('lead alert: the WhatsApp reply', () => {
  it('links a mobile number to WhatsApp, with the message naming the property', () => {
    const mail = leadAlertMessage(alert('+34 612 345 678'));
    expect(mail.html).toContain('href="https://wa.me/34612345678?text=');
    expect(mail.html).toContain('Responder por WhatsApp');
    expect(mail.text).toMatch(/WhatsApp: https:\/\/wa\.me\/34612345678\?text=\S*Piso%20en%20Gr%C3%A0cia/);
  });

  it('offers no WhatsApp for a landline: the phone is listed, nothing more', () => {
    const mail = leadAlertMessage(alert('912 345 678'));
    expect(mail.text).toContain('Teléfono: 912 345 678');
    expect(mail.html).not.toContain('wa.me');
    expect(mail.text).not.toContain('wa.me');
    expect(mail.html).not.toContain('Responder por WhatsApp');
  });
});

describe("lead alert: the buyer's language", () => {
  it('tells the agency a buyer who read the page in English to answer in English', () => {
    const mail = leadAlertMessage({ ...alert(null), lang: 'en' });
    expect(mail.text).toContain('Idioma: Inglés: ha visto el microsite en inglés, respóndele en inglés');
    expect(mail.html).toContain('Inglés: ha visto el microsite en inglés');
  });

  it('names Spanish for a Spanish-speaking buyer', () => {
    expect(leadAlertMessage(alert(null)).text).toContain('Idioma: Español');
  });
});

describe("lead alert: the listing's ad", () => {
  it('names a rent with its type, reference and monthly price, in the text and the HTML', () => {
    const rent = alert(null);
    rent.listing = { ...rent.listing, operation: 'rent', reference: 'GR-12', price: 1200 };
    const mail = leadAlertMessage(rent);
    expect(mail.text).toContain('  Piso en Gràcia\n  Alquiler · Piso · Ref. GR-12\n  1.200\u00a0€/mes\n');
    expect(mail.html).toContain('Alquiler · Piso · Ref. GR-12');
    expect(mail.html).toContain('<strong>1.200\u00a0€/mes</strong>');
    // Laid out at the phone's width by mail apps that read the viewport.
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('says "Venta" and the price of a sale, leaves out a missing reference, and says "Precio a consultar" with no price', () => {
    const sale = leadAlertMessage(alert(null));
    expect(sale.text).toContain('  Venta · Piso\n  245.000\u00a0€\n');
    expect(sale.text).not.toContain('Ref.');
    const onRequest = alert(null);
    onRequest.listing = { ...onRequest.listing, propertyType: 'local', price: null };
    expect(leadAlertMessage(onRequest).text).toContain('  Venta · Local\n  Precio a consultar\n');
  });

  it('keeps a reference on one line and escapes it in the HTML', () => {
    const forged = alert(null);
    forged.listing = { ...forged.listing, reference: 'A<b>1\nBcc: x@y.z' };
    const mail = leadAlertMessage(forged);
    expect(mail.text).toContain('Ref. A<b>1 Bcc: x@y.z\n');
    expect(mail.html).toContain('Ref. A&lt;b&gt;1 Bcc: x@y.z');
    expect(mail.html).not.toContain('<b>1');
  });
});
