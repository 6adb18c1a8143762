import { describe, expect, it } from 'vitest';
import { type LeadAlert, leadAlertMessage } from './lead-alert-message';

const alert = (phone: string | null): LeadAlert => ({
  to: 'avisos@inmobiliaria.es',
  agencyName: 'Inmobiliaria Sol',
  person: { firstName: 'Luis', name: 'Luis Pérez', email: null, phone },
  channel: 'whatsapp',
  lang: 'es',
  interest: null,
  listing: { title: 'Piso en Gràcia', address: null, url: null },
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
