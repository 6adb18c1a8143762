import { planCodes, TRIAL_DAYS } from './billing';
import { paths } from './paths';

/** The title and description of a page, in the HTML the server sends and in the tab. */
export interface PageMeta {
  title: string;
  description: string;
}

/** What every app page carries unless it has its own (the same text as src/web/index.html). */
export const defaultDescription =
  'Escaparate: microsites para inmuebles con carteles QR, staging virtual con IA y captación de leads.';

/**
 * Public pages with their own title and description. The server writes them into the page it
 * sends (search engines and link previews read that), the page sets them again after client-side
 * navigation (`usePageMeta`).
 */
export const pageMetas = {
  home: {
    title: 'Escaparate · Carteles QR, microwebs y staging con IA para inmobiliarias',
    description:
      'Convierte el escaparate de tu inmobiliaria en una fuente de leads: un cartel QR A4 por inmueble, su microweb con fotos, staging virtual con IA y los contactos por e-mail y WhatsApp.',
  },
  features: {
    title: 'Características · Escaparate',
    description:
      'Carteles QR A4, microwebs por inmueble, staging virtual con IA, leads por e-mail y WhatsApp, analíticas y tu marca: todo lo que Escaparate hace por tu inmobiliaria.',
  },
  about: {
    title: 'Sobre nosotros · Escaparate',
    description:
      'Escaparate nace en 2024 para que las inmobiliarias españolas capten clientes con su escaparate las 24 horas. Conoce nuestra historia y nuestros valores.',
  },
  pricing: {
    title: 'Precios · Escaparate',
    description: `${planCodes.length} planes mensuales para inmobiliarias, sin permanencia y con ${TRIAL_DAYS} días de prueba gratis: carteles QR, microweb por inmueble, staging con IA y leads en tu panel.`,
  },
  login: {
    title: 'Iniciar sesión · Escaparate',
    description:
      'Accede a tu panel de Escaparate para gestionar tus inmuebles, carteles QR, staging con IA y leads.',
  },
  register: {
    title: 'Crear cuenta · Escaparate',
    description:
      'Crea tu cuenta de Escaparate y publica tus inmuebles con cartel QR, microweb, staging virtual con IA y captación de leads.',
  },
  forgotPassword: {
    title: 'Recuperar contraseña · Escaparate',
    description:
      'Te enviamos un enlace por e-mail para elegir una nueva contraseña de tu cuenta de Escaparate.',
  },
  resetPassword: {
    title: 'Nueva contraseña · Escaparate',
    description: 'Elige una nueva contraseña para tu cuenta de Escaparate.',
  },
  invitation: {
    title: 'Invitación al equipo · Escaparate',
    description: 'Únete al equipo de tu agencia en Escaparate con la invitación que has recibido por e-mail.',
  },
} as const satisfies Record<string, PageMeta>;

/** Each page with its own meta, by path: the server prepares its HTML once at start. */
export const pageMetaByPath: ReadonlyMap<string, PageMeta> = new Map<string, PageMeta>([
  [paths.home, pageMetas.home],
  [paths.features, pageMetas.features],
  [paths.about, pageMetas.about],
  [paths.pricing, pageMetas.pricing],
  [paths.auth.login, pageMetas.login],
  [paths.auth.register, pageMetas.register],
  [paths.auth.forgotPassword, pageMetas.forgotPassword],
  [paths.auth.resetPassword, pageMetas.resetPassword],
  [paths.auth.invitation.pattern, pageMetas.invitation],
]);

/** `/features/` is `/features`. */
export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
