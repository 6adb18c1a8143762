import type { SubscriptionStatus } from '../../../shared/billing';

/**
 * Spanish texts of plans, checkout and Settings → Suscripción that are not in `billingTexts`
 * (src/shared/billing.ts holds the product's quoted ones).
 */
export const planCardTexts = {
  perMonth: '/mes',
  /** Above a plan's lines outside the cards (checkout, settings). */
  includes: 'Qué incluye',
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
  eyebrow: 'Precios',
  title: 'Un plan para cada escaparate',
  lead: 'Sin permanencia. Todos los planes incluyen carteles QR, microweb del inmueble, staging con IA y los leads en tu panel.',
  meetingSubject: 'Reunión: más de 15 inmuebles',
  meetingCta: 'Reservar una reunión',
  goToSettings: 'Cambiar de plan',
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
  listingsLoadError: 'No se pudieron cargar tus inmuebles para comprobar el límite del nuevo plan.',
  cancel: 'Cancelar suscripción',
  cancelTitle: '¿Cancelar tu suscripción?',
  cancelKeep: 'Mantener suscripción',
  cancelConfirm: 'Sí, cancelar',
  canceling: 'Cancelando...',
  canceled: 'Suscripción cancelada',
  resume: 'Reanudar suscripción',
  resumed: 'Suscripción reanudada',
  resumedBody: (date: string) => `Todo sigue como antes: se renueva el ${date}.`,
  resumedTrialBody: (date: string) => `Tu prueba sigue hasta el ${date} y después empieza el plan de pago.`,
} as const;

const inmuebles = (n: number) => (n === 1 ? '1 inmueble' : `${n} inmuebles`);
const publicados = (n: number) => (n === 1 ? '1 inmueble publicado' : `${n} inmuebles publicados`);

/** The step of 'Cambiar de plan' for a dearer plan: its price and what is charged when, then confirm. */
export const upgradeTexts = {
  title: (plan: string) => `Cambiar a ${plan}`,
  description: 'Revisa el nuevo precio y lo que se cobra antes de confirmar.',
  loading: 'Calculando el importe...',
  newPrice: 'Nuevo precio',
  today: 'Hoy se cobra',
  credit: (plan: string) => `Tiempo no usado de ${plan}`,
  charge: (plan: string) => `Resto del periodo en ${plan}`,
  prorationNote:
    'Prorrateo: se descuenta lo que no has usado de tu plan actual y se cobra el resto del periodo con el nuevo precio.',
  trialToday: 'Hoy no se cobra nada: estás en el periodo de prueba.',
  trialNext: (date: string, price: string) =>
    `Tu prueba termina el ${date}; desde entonces, ${price} al mes.`,
  next: (date: string, price: string) => `Desde el ${date}, ${price} al mes.`,
  confirm: (plan: string, amount: string | null) =>
    amount ? `Cambiar a ${plan} y pagar ${amount}` : `Cambiar a ${plan}`,
  back: 'Volver a los planes',
} as const;

/** The step of 'Cambiar de plan' for a plan that holds fewer published listings than the agency has. */
export const downgradeTexts = {
  title: (plan: string) => `Cambiar a ${plan}`,
  description: 'Antes de cambiar, elige qué inmuebles siguen publicados.',
  consequenceTitle: (toDraft: number) =>
    toDraft === 1 ? '1 inmueble pasará a Borrador' : `${toDraft} inmuebles pasarán a Borrador`,
  consequence: (plan: string, max: number, published: number) =>
    `El plan ${plan} permite ${publicados(max)} y ahora tienes ${published}. Los que pasen a Borrador dejan de ser públicos: su microsite no se muestra y su código QR lleva a «Este inmueble no está disponible» hasta que los vuelvas a publicar. No se borra nada: fotos, carteles y leads se conservan.`,
  chooseLegend: (max: number) =>
    max === 1
      ? 'Elige el inmueble que sigue publicado'
      : `Elige hasta ${max} inmuebles que siguen publicados`,
  chooseHint: (max: number) =>
    max === 1
      ? 'Hemos marcado el más antiguo; puedes elegir otro.'
      : 'Hemos marcado los más antiguos; puedes cambiarlos.',
  created: (date: string) => `Creado el ${date}`,
  published: 'Publicado',
  toDraft: 'Pasará a Borrador',
  summary: (keep: number, max: number) => `Seguirán publicados: ${keep} de ${max}`,
  confirm: (plan: string, toDraft: number) => `Cambiar a ${plan} y pasar ${inmuebles(toDraft)} a Borrador`,
  back: 'Volver a los planes',
} as const;

export const localBillingTexts = {
  checkoutDocumentTitle: (trial: boolean) =>
    trial ? 'Confirmar suscripción de prueba · Escaparate' : 'Confirmar suscripción · Escaparate',
  checkoutTitle: 'Confirmar suscripción',
  checkoutLead: 'Revisa el plan elegido y activa tu suscripción.',
  plan: 'Plan',
  price: 'Precio',
  agency: 'Agencia',
  trial: (days: number) => `${days} días de prueba gratis`,
  trialNote: 'Durante la prueba no se cobra nada y puedes cancelar cuando quieras.',
  chargeToday: (price: string) => `Se cobrará ${price} hoy (IVA incluido)`,
  chargeNote: (price: string) =>
    `Tu agencia ya usó su prueba gratuita. Después, ${price} cada mes; puedes cancelar cuando quieras.`,
  confirm: (trial: boolean) => (trial ? 'Confirmar suscripción de prueba' : 'Confirmar suscripción'),
  activating: 'Activando...',
  back: 'Volver',
  loading: 'Cargando...',
  notFound: 'No encontramos esta sesión de pago. Vuelve al panel y elige un plan de nuevo.',
  complete: 'Esta suscripción ya está activada.',
  expired: 'Esta sesión de pago ha caducado. Vuelve al panel y elige un plan de nuevo.',
  goToDashboard: 'Ir al panel',
  errorTitle: 'Error',
  portalDocumentTitle: 'Gestionar suscripción · Escaparate',
  portalTitle: 'Gestionar suscripción',
  portalLead: 'Portal de facturación de prueba: cambia de plan o cancela tu suscripción.',
  backToDashboard: 'Volver al panel',
  bannerLabel: 'Modo de prueba',
} as const;

/** A plan chosen on /pricing, carried through sign-up and sign-in to checkout. */
export const chosenPlanTexts = {
  registerNote: (name: string, price: string) => `Plan elegido: ${name} (${price}/mes, IVA incluido)`,
  registerNext: 'Confirma tu e-mail e inicia sesión: irás directamente a activar este plan.',
  startDocumentTitle: 'Activar plan · Escaparate',
  starting: (name: string) => `Preparando el pago del plan ${name}...`,
  startFailedTitle: 'No se pudo iniciar el pago',
  retry: 'Reintentar',
  backToPricing: 'Volver a los precios',
  subscribedTitle: 'Ya tienes un plan activo',
  subscribedBody: 'Puedes cambiar de plan cuando quieras en Configuración, en la sección Suscripción.',
  goToSettings: 'Cambiar de plan',
} as const;

/** The plan-change dialog when the plan chosen has fewer users than the team. */
export const seatsTexts = {
  title: (plan: string, seats: number) =>
    `El plan ${plan} incluye ${seats} ${seats === 1 ? 'usuario' : 'usuarios'}`,
  why: 'Nadie pierde el acceso sin que lo decidas tú: elige a quién quitar del equipo y vuelve a cambiar de plan. Sus inmuebles y leads se quedan en la agencia.',
  back: 'Elegir otro plan',
  toTeam: 'Ir a Equipo',
  whoTitle: 'Quién ocupa un usuario ahora',
  you: 'Tú, propietario (se queda siempre)',
  agent: 'Agente',
  invitation: 'Invitación pendiente',
  whatToDo: (plan: string, extra: number) =>
    `Para cambiar a ${plan}, quita del equipo ${extra === 1 ? '1 agente o invitación' : `${extra} agentes o invitaciones`} en Configuración → Equipo; después vuelve aquí y confirma el cambio.`,
  confirm: (plan: string) => `Cambiar a ${plan}`,
} as const;
