import { TRIAL_DAYS } from '../../../shared/billing';

/** Spanish texts of the public layout and marketing pages, in one place. */
/**
 * The marketing claims strip: only what the product or /terms (content/legal/terms.md) keeps —
 * no invented figures (decision 017 → Marketing claims).
 */
export const claims = [
  `${TRIAL_DAYS} días de prueba gratis`,
  'Sin permanencia',
  // No-break spaces: a figure and its unit stay on one line on a phone.
  'Disponibilidad del 99,9\u00a0%',
  'Soporte en menos de 24\u00a0h',
  'Desde 2024',
] as const;

export const landingTexts = {
  eyebrow: 'Para inmobiliarias y propietarios en España',
  titleStart: 'Convierte tu escaparate en una ',
  titleHighlight: 'máquina de captar leads 24/7',
  lead: 'Cuelga un cartel A4 con código QR. Quien pasa por delante lo escanea, abre la microweb del inmueble, lo amuebla con IA a su gusto y te deja sus datos. Aunque la agencia esté cerrada.',
  primaryCta: 'Empieza ahora',
  secondaryCta: 'Ver demo',
  trial: '45 días de prueba gratis en cualquier plan.',
  claimsLabel: 'Escaparate en pocas palabras',
  flowLabel: 'Así trabaja tu escaparate',
  flow: ['Cartel QR', 'Microweb del inmueble', 'Staging con IA', 'Lead en tu panel'],
  featuresTitle: 'Todo lo que tu escaparate necesita para vender',
  allFeatures: 'Ver todas las características',
  featuresLead: 'Sin webs que mantener ni muebles que alquilar: subes las fotos y Escaparate hace el resto.',
  closingTitle: '¿Listo para que tu escaparate trabaje por ti?',
  closingBody: 'Publica tu primer inmueble e imprime su cartel QR hoy mismo.',
  examples: {
    title: 'Del local vacío al espacio que tu cliente imagina',
    lead: 'Tres espacios de ejemplo, ilustrados: el mismo local vacío y amueblado. En tu cuenta, la IA lo hace con las fotos de tus inmuebles. Desliza para comparar el antes y el después.',
    carousel: 'Ejemplos de antes y después',
    slide: 'ejemplo',
    slideOf: (n: number, total: number, title: string) => `${n} de ${total}: ${title}`,
    style: (label: string) => `Estilo ${label.toLowerCase()}`,
    previous: 'Ejemplo anterior',
    next: 'Ejemplo siguiente',
    goTo: (n: number, title: string) => `Ver ejemplo ${n}: ${title}`,
    cta: 'Ver demo',
    ctaBody: 'Pruébalo tú mismo en un microsite de ejemplo.',
  },
  features: {
    poster: {
      title: 'Cartel QR A4',
      body: 'Genera un cartel listo para imprimir con foto, precio y un código QR que lleva directo a la microweb del inmueble.',
    },
    staging: {
      title: 'Staging virtual con IA',
      body: 'El visitante elige estancia y estilo y ve el espacio amueblado al instante, siempre con la etiqueta de imagen generada con IA.',
    },
    leads: {
      title: 'Leads al instante',
      body: 'Cada solicitud llega a tu panel y a tu correo en el momento, por e-mail o WhatsApp, con el inmueble y el estilo elegidos.',
    },
  },
} as const;

export const notFoundTexts = {
  documentTitle: 'Página no encontrada · Escaparate',
  /** The product's quoted heading, in English (lang="en" on the page), with the Spanish line under it. */
  title: 'Oops! Page not found',
  body: 'Página no encontrada: la dirección que buscas no existe o se ha movido.',
  backHome: 'Volver al inicio',
} as const;
