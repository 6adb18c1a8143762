import { TRIAL_DAYS } from '../../../shared/billing';
import { landingTexts } from './texts';

/**
 * Spanish texts of /features. Every card names something the product does today (the first
 * three are the landing's own blocks, word for word).
 */
export const featuresTexts = {
  eyebrow: 'Características',
  title: 'Todo lo que tu escaparate necesita para vender',
  lead: 'Del cartel del escaparate al lead en tu bandeja: Escaparate une el papel y el móvil para que cada inmueble se presente solo, también cuando la agencia está cerrada.',
  cardsTitle: 'Nueve herramientas, un solo panel',
  cards: {
    poster: landingTexts.features.poster,
    microsite: {
      title: 'Microweb por inmueble',
      body: 'Cada inmueble publicado tiene su propia página, rápida y pensada para el móvil, con fotos, precio, superficie, habitaciones y un botón de contacto.',
    },
    staging: landingTexts.features.staging,
    leads: landingTexts.features.leads,
    pipeline: {
      title: 'Gestión de leads',
      body: 'Busca y filtra tus solicitudes por inmueble y estado, márcalas como contactadas o cerradas y exporta a CSV lo que necesites.',
    },
    analytics: {
      title: 'Analíticas',
      body: 'Vistas de cada microsite (y cuántas llegan desde el cartel QR), leads, conversión e inmuebles destacados por semana, mes o año, y los estilos que más gustan.',
    },
    branding: {
      title: 'Tu marca',
      body: 'Tus colores y tu logo en cada microweb, y tu logo como marca de agua en las fotos de tus inmuebles.',
    },
    agencyPage: {
      title: 'Página de tu agencia',
      body: 'Todos tus inmuebles publicados en una página con tu marca, y una vista previa cuidada cuando alguien comparte un enlace por WhatsApp.',
    },
    plans: {
      title: 'Planes a tu medida',
      body: `Smart, Plus o Pro según cuántos inmuebles publiques y cuántos renders con IA necesites, con ${TRIAL_DAYS} días de prueba gratis.`,
    },
  },
  stepsTitle: 'Cómo funciona',
  stepsLead: 'Tres pasos, sin webs que mantener ni muebles que alquilar.',
  steps: [
    {
      title: 'Sube fotos',
      body: 'Crea el inmueble con sus datos y sube las fotos desde el móvil o el ordenador. Imprime su cartel QR A4 y cuélgalo en el escaparate.',
    },
    {
      title: 'La IA procesa',
      body: 'Escaparate prepara las fotos y la microweb; quien escanea el QR elige estancia y estilo y la IA amuebla el espacio al instante.',
    },
    {
      title: 'Recibe leads',
      body: 'El interesado deja sus datos y te llega al momento a tu panel y a tu correo, listo para responder por WhatsApp o e-mail.',
    },
  ],
  stepLabel: (n: number) => `Paso ${n}`,
  resultsLabel: 'Escaparate, en resumen',
  closingTitle: '¿Listo para que tu escaparate trabaje por ti?',
  closingBody: `Empieza hoy con ${TRIAL_DAYS} días de prueba gratis en cualquier plan.`,
  start: 'Empieza ahora',
} as const;
