import { z } from 'zod';
import { route } from './paths';
import type { PlanLimits } from './plan-features';

export const planCodes = ['smart', 'plus', 'pro'] as const;
export type PlanCode = (typeof planCodes)[number];
/** The plans' names as cards and messages show them; the seed writes them into the plans table. */
export const planNames: Record<PlanCode, string> = { smart: 'Smart', plus: 'Plus', pro: 'Pro' };

/** A plan code from a URL (`?plan=plus`), or null when it names no plan. */
export function parsePlanCode(value: string | null | undefined): PlanCode | null {
  return planCodes.find((code) => code === value) ?? null;
}

/** Trial length on any plan (decision 017 → Plans). */
export const TRIAL_DAYS = 45;

/** A plan as the pricing page, the plan page and settings show it; read from the plans table. */
export interface PlanView {
  code: PlanCode;
  name: string;
  priceMonthCents: number;
  /** Max published listings; null = unlimited. */
  maxListings: number | null;
  /** AI renders per month; null = unlimited. */
  rendersPerMonth: number | null;
  /** Users of the agency, the owner and pending invitations included. */
  seats: number;
  /** Everything the plan allows (src/shared/plan-features.ts). */
  limits: PlanLimits;
  /** The card's lines, limits first, from `planFeatures` (the one list). */
  features: string[];
}

/** `GET /api/plans` (public). */
export interface PlansResponse {
  plans: PlanView[];
  /** Where "more than 15 listings" enquiries go (mailto). */
  salesEmail: string;
}

export type SubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/**
 * `POST /api/billing/check-subscription`: the signed-in user's agency. The first five fields
 * are the product's (decision 017 → Plans); the rest serve Settings → Suscripción.
 */
export interface SubscriptionInfo {
  subscribed: boolean;
  plan_code: PlanCode | null;
  status: SubscriptionStatus | null;
  /** ISO date; null when not trialing. */
  trial_end: string | null;
  /** ISO date of the current period's end (renewal or end of access). */
  subscription_end: string | null;
  /** Where access comes from: a paid/trial subscription, or a plan granted to the agency. */
  source: 'subscription' | 'current_plan' | null;
  provider: 'local' | 'stripe' | null;
  cancel_at_period_end: boolean;
  /** Days of trial left, rounded up, never below 0; null when not trialing. */
  trial_days_remaining: number | null;
  /** Whether a checkout now would start with the free trial: one trial per agency, ever. */
  trial_eligible: boolean;
}

export const checkoutSchema = z.object({
  plan_code: z.enum(planCodes, { error: 'Elige un plan válido.' }),
  /** Optional: when sent, it must be the caller's own agency. */
  agency_id: z.uuid().optional(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const changePlanSchema = z.object({
  plan_code: z.enum(planCodes, { error: 'Elige un plan válido.' }),
  /**
   * When the new plan holds fewer published listings than the agency has: the ones that stay
   * published (the rest go to draft). Without it, the oldest ones stay.
   */
  keep_listing_ids: z
    .array(z.uuid({ error: 'Elige inmuebles válidos.' }))
    .max(100)
    .optional(),
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** `POST /api/billing/change-plan/preview`: what a change to `plan_code` costs, before confirming it. */
export const changePlanPreviewSchema = z.object({
  plan_code: z.enum(planCodes, { error: 'Elige un plan válido.' }),
});

/**
 * What changing to a dearer plan costs (Stripe's proration: the unused time of the current price
 * is credited and the rest of the period at the new price charged, today). In the trial nothing
 * is charged until it ends.
 */
export interface ChangePlanPreview {
  plan_code: PlanCode;
  /** The new monthly price, IVA included. */
  price_month_cents: number;
  /** Charged today: `charge_cents - credit_cents`, never below 0 (0 in the trial). */
  amount_today_cents: number;
  /** Credit for the unused time of the current plan. */
  credit_cents: number;
  /** The remaining time of the period at the new price. */
  charge_cents: number;
  /** ISO date the new monthly price is first charged: the trial's end or the next renewal. */
  next_charge_at: string | null;
  trialing: boolean;
}

/**
 * Which published listings stay published when a plan holds only `max` of them and nobody chose:
 * the oldest ones (decision 017 → Plans). The server applies it; the dashboard preselects it.
 */
export function listingsKeptByDefault<T extends { id: string; createdAt: string | Date }>(
  published: readonly T[],
  max: number,
): T[] {
  const time = (l: T) => new Date(l.createdAt).getTime();
  return [...published]
    .sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, max);
}

/** `POST /api/billing/checkout` and `/api/billing/portal` answer with where to send the browser. */
export interface RedirectResponse {
  url: string;
}

/** The local test-mode checkout (no Stripe key): what its confirmation page shows. */
export interface LocalCheckoutView {
  id: string;
  plan: PlanView;
  agencyName: string;
  trialDays: number;
  status: 'open' | 'complete' | 'expired';
}

export const billingApi = {
  plans: '/api/plans',
  checkSubscription: '/api/billing/check-subscription',
  checkout: '/api/billing/checkout',
  portal: '/api/billing/portal',
  changePlan: '/api/billing/change-plan',
  changePlanPreview: '/api/billing/change-plan/preview',
  cancel: '/api/billing/cancel',
  resume: '/api/billing/resume',
  webhook: '/api/billing/webhook',
  localCheckout: route('/api/billing/local/checkout/:id'),
  localCheckoutConfirm: route('/api/billing/local/checkout/:id/confirm'),
  /** Razón social, NIF/CIF and dirección fiscal (owner only). */
  details: '/api/billing/details',
  invoices: '/api/billing/invoices',
  /** A local test invoice's PDF (Stripe's invoices link to Stripe's own). */
  invoicePdf: route('/api/billing/invoices/:id/pdf'),
} as const;

/** Spanish texts of plans and payments (decision 017 → Language and texts, Plans). */
export const billingTexts = {
  verifying: 'Verificando suscripción...',
  mostPopular: 'MÁS POPULAR',
  /** Beside every price (decisions → Plans: prices include IVA and say so). */
  vatIncluded: 'IVA incluido',
  processing: 'Procesando...',
  checkoutStartError: 'Error al iniciar el pago',
  noCheckoutUrl: 'No se recibió URL de checkout',
  authRequiredTitle: 'Autenticación requerida',
  authRequired: 'Por favor inicia sesión para suscribirte a un plan.',
  agencyLoadError: 'No se pudo cargar tu agencia. Por favor recarga la página.',
  checkoutError: 'No se pudo iniciar el proceso de pago. Por favor intenta de nuevo.',
  portalError: 'No se pudo abrir el portal de gestión. Por favor intenta de nuevo.',
  mustSignIn: 'Debes iniciar sesión para suscribirte.',
  agencyNotFound: 'No se encontró tu agencia. Recarga la página e intenta de nuevo.',
  noSession: 'No hay sesión activa',
  paymentCompleted: '¡Pago completado!',
  subscriptionActivated: '¡Suscripción activada!',
  verificationPendingTitle: 'Verificación pendiente',
  verificationPending: 'Tu pago se está procesando. Recarga la página en unos minutos.',
  loadInfoError: 'No se pudo cargar la información de suscripción.',
  activateError: 'No se pudo activar la suscripción.',
  activated: 'Suscripción activada',
  updateError: 'No se pudo actualizar la suscripción.',
  updated: 'Suscripción actualizada',
  previewError: 'No se pudo calcular el importe del cambio de plan. Inténtalo de nuevo.',
  resumeFirst: 'Has cancelado tu suscripción: reanúdala antes de cambiar de plan.',
  limitReachedTitle: 'Límite alcanzado',
  limitReached: (plan: string, n: number) =>
    `Tu plan ${plan} permite hasta ${n} inmuebles publicados. Actualiza tu plan para publicar más.`,
  biggerPlanTitle: '¿Necesitas más de 15 inmuebles?',
  biggerPlanBody: 'Hablemos de un plan a medida para tu agencia.',
  freeTrial: `${TRIAL_DAYS} días de prueba gratis en cualquier plan. Cancela cuando quieras.`,
  noTrial: 'Tu agencia ya usó su prueba gratuita: el plan se cobra desde hoy.',
  keepTooMany: (plan: string, max: number) =>
    `El plan ${plan} permite ${max === 1 ? '1 inmueble publicado' : `${max} inmuebles publicados`}: elige como máximo ${max}.`,
  keepOnlyPublished: 'Elige solo entre tus inmuebles publicados.',
  keepNotYours: 'Alguno de los inmuebles elegidos no es de tu agencia.',
  testMode: 'Modo de prueba: no se realizará ningún cargo real.',
} as const;

/**
 * The cancellation rule (decisions → Plans), in one place: the Terms, Settings → Suscripción and
 * every dialog read it here. Cancelling takes effect at the end of the trial or of the period
 * already paid; until then access stays (with the plan's limits) and it can be undone.
 */
export const cancellationRule = {
  /** The Terms' general lines. */
  paid: 'Puedes cancelarla cuando quieras desde Configuración → Suscripción: la cancelación se aplica al final del periodo ya pagado, mantienes el acceso hasta entonces y no se vuelve a cobrar.',
  trial: 'Si cancelas durante la prueba, mantienes el acceso hasta que termine y no se te cobra nada.',
  resume: 'Hasta esa fecha puedes deshacerla con «Reanudar suscripción», y todo sigue como antes.',
  data: 'No se borra ningún dato: tus inmuebles, fotos, leads y ajustes se conservan y vuelven a estar disponibles si eliges un plan de nuevo.',
  /** What cancelling one subscription now means. */
  outcome: (trialing: boolean, date: string) =>
    trialing
      ? `Tu prueba sigue hasta el ${date} y entonces termina sin ningún cargo.`
      : `Mantienes el acceso hasta el ${date}, el final del periodo ya pagado, y no se vuelve a cobrar.`,
  /** A subscription already cancelled, still in force. */
  scheduled: (trialing: boolean, date: string) =>
    trialing
      ? `Has cancelado: tu prueba termina el ${date} y no se te cobrará nada.`
      : `Has cancelado: tu acceso termina el ${date} y no se renovará.`,
} as const;

/**
 * Stripe's proration of a price change at `at` within the period [start, end]: the unused time of
 * the old price credited, the remaining time of the new one charged, each rounded to the cent.
 */
export function prorate(opts: {
  oldCents: number;
  newCents: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): { creditCents: number; chargeCents: number; amountCents: number } {
  const total = opts.periodEnd.getTime() - opts.periodStart.getTime();
  const left = Math.min(Math.max(opts.periodEnd.getTime() - opts.at.getTime(), 0), total);
  const share = total > 0 ? left / total : 0;
  const creditCents = Math.round(opts.oldCents * share);
  const chargeCents = Math.round(opts.newCents * share);
  return { creditCents, chargeCents, amountCents: Math.max(chargeCents - creditCents, 0) };
}

/** Payment return (decision 017 → Plans): waits before each of the 5 checks, in seconds. */
export const PAYMENT_RECHECK_WAITS = [2, 4, 6, 8, 10] as const;

/** `8,99 €` (es-ES, two decimals). */
export function formatPlanPrice(cents: number): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Days left until `end`, rounded up, never below 0. */
export function trialDaysRemaining(end: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 86_400_000));
}
