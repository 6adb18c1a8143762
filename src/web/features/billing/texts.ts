import type { SubscriptionStatus } from '../../../shared/billing';

/**
 * Spanish texts of plans, checkout and Settings → Suscripción that are not in `billingTexts`
 * (src/shared/billing.ts holds the spec's quoted ones).
 */
export const planCardTexts = {
  perMonth: '/mes',
  listings: (n: number | null) =>
    n === null
      ? 'Inmuebles publicados ilimitados'
      : n === 1
        ? '1 inmueble publicado'
        : `Hasta ${n} inmuebles publicados`,
  renders: (n: number | null) =>
    n === null ? 'Staging con IA ilimitado' : `${n} renders de staging con IA al mes`,
  choose: (name: string) => `Elegir ${name}`,
  tryFree: (name: string) => `Probar ${name} gratis`,
  changeTo: (name: string) => `Cambiar a ${name}`,
  current: 'Plan actual',
  plansHeading: 'Planes',
  loading: 'Cargando planes...',
  loadError: 'No se pudieron cargar los planes.',
  retry: 'Reintentar',
} as const;

export const gateTexts = {
  checkErrorTitle: 'No hemos podido comprobar tu suscripción',
  checkErrorBody: 'Puede ser un problema de conexión. Inténtalo de nuevo en unos segundos.',
  reload: 'Recargar la página',
  signOut: 'Cerrar sesión',
} as const;

export const planPageTexts = {
  documentTitle: 'Elige tu plan · Escaparate',
  title: 'Elige tu plan',
  lead: 'Para entrar en tu panel de Escaparate necesitas un plan activo. Publica tus inmuebles con cartel QR, staging con IA y captación de leads.',
  salesSubject: 'Plan a medida: más de 15 inmuebles',
  contactSales: 'Escríbenos',
} as const;

export const pricingTexts = {
  documentTitle: 'Precios · Escaparate',
  eyebrow: 'Precios',
  title: 'Un plan para cada escaparate',
  lead: 'Sin permanencia. Todos los planes incluyen carteles QR, microweb del inmueble, staging con IA y los leads en tu panel.',
  meetingSubject: 'Reunión: más de 15 inmuebles',
  meetingCta: 'Reservar una reunión',
  goToSettings: 'Cambiar de plan',
} as const;

export const testimonialsTexts = {
  title: 'Lo que dicen las agencias',
  items: [
    {
      quote:
        'Desde que colgamos los carteles QR en el escaparate nos llegan contactos incluso los domingos, con la oficina cerrada.',
      name: 'Lucía Fernández',
      role: 'Directora, Fincas Albero (Valencia)',
    },
    {
      quote:
        'El staging con IA nos ahorra alquilar muebles: el comprador ve el piso amueblado a su gusto y llega a la visita con ganas.',
      name: 'Javier Morales',
      role: 'Agente, Casas del Guadalquivir (Sevilla)',
    },
    {
      quote:
        'En diez minutos tenemos el inmueble publicado y el cartel impreso. Los leads entran en el panel y en el correo al momento.',
      name: 'Marta Ibáñez',
      role: 'Socia, Nordeste Inmobiliaria (Bilbao)',
    },
  ],
} as const;

export const statusLabels: Record<SubscriptionStatus, string> = {
  trialing: 'En periodo de prueba',
  active: 'Activa',
  past_due: 'Pago pendiente',
  unpaid: 'Impagada',
  canceled: 'Cancelada',
  incomplete: 'Pago incompleto',
  incomplete_expired: 'Pago caducado',
  paused: 'En pausa',
};

export const settingsTexts = {
  title: 'Suscripción',
  lead: 'Tu plan de Escaparate, su estado y la facturación.',
  loading: 'Cargando suscripción...',
  loadError: 'No se pudo cargar la información de suscripción.',
  errorTitle: 'Error',
  retry: 'Reintentar',
  plan: 'Plan',
  status: 'Estado',
  price: 'Precio',
  trialLeft: (n: number) => (n === 1 ? 'Te queda 1 día de prueba' : `Te quedan ${n} días de prueba`),
  trialEnds: (date: string) => `La prueba termina el ${date}.`,
  renews: (date: string) => `Se renueva el ${date}.`,
  endsOn: (date: string) => `Tu acceso termina el ${date}.`,
  pastDueHint:
    'No hemos podido cobrar el último pago. Actualiza tu método de pago en «Gestionar suscripción».',
  granted: 'Plan concedido por Escaparate',
  grantedBody:
    'Tu agencia tiene este plan asignado por Escaparate: no hay pagos ni renovaciones que gestionar.',
  grantedContact: 'Si necesitas cambiarlo, escríbenos a',
  none: 'No tienes ninguna suscripción activa.',
  choosePlan: 'Elegir un plan',
  manage: 'Gestionar suscripción',
  manageHint: 'Se abre en una pestaña nueva',
  portalErrorTitle: 'Error',
  change: 'Cambiar de plan',
  changeTitle: 'Cambiar de plan',
  changeDescription:
    'El cambio se aplica ahora mismo. Si estás en periodo de prueba, los días que te quedan se mantienen.',
  close: 'Cerrar',
  cancel: 'Cancelar suscripción',
  cancelTitle: '¿Cancelar tu suscripción?',
  cancelDescription:
    'La cancelación es inmediata: tu acceso al panel termina ahora mismo. No se borra ningún dato: tus inmuebles, fotos, leads y ajustes se conservan y volverán a estar disponibles si eliges un plan de nuevo.',
  cancelKeep: 'Mantener suscripción',
  cancelConfirm: 'Sí, cancelar ahora',
  canceling: 'Cancelando...',
  canceled: 'Suscripción cancelada',
  canceledBody: 'Tu acceso ha terminado. Tus datos se conservan.',
} as const;

export const localBillingTexts = {
  checkoutDocumentTitle: 'Confirmar suscripción de prueba · Escaparate',
  checkoutTitle: 'Confirmar suscripción',
  checkoutLead: 'Revisa el plan elegido y activa tu suscripción.',
  plan: 'Plan',
  price: 'Precio',
  agency: 'Agencia',
  trial: (days: number) => `${days} días de prueba gratis`,
  trialNote: 'Durante la prueba no se cobra nada y puedes cancelar cuando quieras.',
  confirm: 'Confirmar suscripción de prueba',
  activating: 'Activando...',
  back: 'Volver',
  loading: 'Cargando...',
  notFound: 'No encontramos esta sesión de pago. Vuelve al panel y elige un plan de nuevo.',
  complete: 'Esta suscripción de prueba ya está activada.',
  expired: 'Esta sesión de pago ha caducado. Vuelve al panel y elige un plan de nuevo.',
  goToDashboard: 'Ir al panel',
  errorTitle: 'Error',
  portalDocumentTitle: 'Gestionar suscripción · Escaparate',
  portalTitle: 'Gestionar suscripción',
  portalLead: 'Portal de facturación de prueba: cambia de plan o cancela tu suscripción.',
  backToDashboard: 'Volver al panel',
  bannerLabel: 'Modo de prueba',
} as const;
