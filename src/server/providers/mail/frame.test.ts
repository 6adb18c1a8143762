import { describe, expect, it } from 'vitest';
import { floodDigestMessage } from '../../modules/notifications/flood-digest-message';
import { leadAlertMessage } from '../../modules/notifications/lead-alert-message';
import { invitationMessage } from '../../modules/team/invitation-mail';
import { mailDocument } from './frame';
import { resetPasswordMessage, verifyEmailMessage } from './templates';

// Everything the frame writes before the rows, and after them.
const [head, tail] = mailDocument('\u0000').split('\u0000') as [string, string];

describe('the e-mail frame', () => {
  it('is the one every e-mail is written in: the account e-mails, the lead alert and the flood digest', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const htmls = [
      verifyEmailMessage('a@example.es', 'https://escaparate.test/v?t=1').html,
      resetPasswordMessage('a@example.es', 'https://escaparate.test/r?t=1').html,
      invitationMessage({
        to: 'a@example.es',
        agencyName: 'Inmobiliaria Sol',
        url: 'https://escaparate.test/i',
      }).html,
      leadAlertMessage({
        to: 'a@example.es',
        agencyName: 'Inmobiliaria Sol',
        person: { firstName: 'Ana', name: 'Ana Ruiz', email: 'ana@example.es', phone: null },
        channel: 'email',
        lang: 'es',
        interest: null,
        listing: {
          title: 'Piso en Chamberí',
          address: null,
          url: null,
          operation: 'sale',
          propertyType: 'piso',
          reference: null,
          price: 250_000,
        },
        receivedAt: now,
        leadsUrl: 'https://escaparate.test/panel/leads',
        settingsUrl: 'https://escaparate.test/panel/ajustes',
      }).html,
      floodDigestMessage({
        to: 'a@example.es',
        agencyName: 'Inmobiliaria Sol',
        leads: [
          {
            firstName: 'Robot',
            lastName: 'Uno',
            email: 'robot@spam.example',
            phone: null,
            listingTitle: 'Piso',
            suspicion: 'honeypot',
            createdAt: now,
          },
        ],
        now,
        publicUrl: 'https://escaparate.test',
      }).html,
    ];
    for (const html of htmls) {
      expect(html!.startsWith(head)).toBe(true);
      expect(html!.endsWith(tail)).toBe(true);
    }
  });
});
