import type { MailMessage } from '../../providers/mail/mailer';
import type { DraftedListing } from '../listings/enforce-listing-limit';

const published = (n: number) => (n === 1 ? '1 inmueble publicado' : `hasta ${n} inmuebles publicados`);
const movedCount = (n: number) => (n === 1 ? '1 inmueble ha pasado' : `${n} inmuebles han pasado`);

/** The e-mail's Spanish texts (one place). */
export const listingsDraftedTexts = {
  subject: (n: number, plan: string) => `${movedCount(n)} a borrador con tu plan ${plan}`,
  greeting: (agency: string) => `Hola, ${agency}:`,
  intro: (plan: string, max: number) =>
    `Tu suscripción de Escaparate ha cambiado al plan ${plan}, que permite ${published(max)}. ` +
    `Como tenías más, ${max === 1 ? 'sigue publicado el más antiguo' : `siguen publicados los ${max} más antiguos`} y estos han pasado a Borrador:`,
  consequence:
    'Mientras estén en borrador, su página pública no se muestra y su código QR lleva a «Este inmueble no está disponible». No se ha borrado nada: fotos, carteles y leads se conservan.',
  republish:
    'Para volver a publicar uno, pasa otro a borrador y publícalo desde Inmuebles, o cambia a un plan con más inmuebles en Configuración → Suscripción:',
  signature: 'El equipo de Escaparate',
} as const;

/** Tells the agency which listings a smaller plan moved to draft, and how to publish them again. */
export function listingsDraftedMessage(opts: {
  to: string;
  agencyName: string;
  plan: { name: string; maxListings: number };
  drafted: readonly DraftedListing[];
  listingsUrl: string;
  settingsUrl: string;
}): MailMessage {
  const t = listingsDraftedTexts;
  const text = [
    t.greeting(opts.agencyName),
    '',
    t.intro(opts.plan.name, opts.plan.maxListings),
    '',
    ...opts.drafted.map((l) => `- ${l.title}`),
    '',
    t.consequence,
    '',
    t.republish,
    opts.listingsUrl,
    opts.settingsUrl,
    '',
    t.signature,
  ].join('\n');
  return { to: opts.to, subject: t.subject(opts.drafted.length, opts.plan.name), text };
}
