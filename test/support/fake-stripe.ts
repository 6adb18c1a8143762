import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the parts of the Stripe API the app uses, so that the official SDK's real HTTP
 * requests run against it (`new Stripe(key, fake.sdkOptions)`). Objects mirror the
 * '2026-08-26.dahlia' shapes: the billing period lives on the subscription items
 * (`items.data[0].current_period_end`), not on the subscription.
 *
 * Webhooks triggered by an API call (update, cancel) are delivered before the API call answers,
 * so after `await stripe.subscriptions.update(...)` the app has already handled the event.
 */
export interface FakeStripe {
  url: string;
  port: number;
  /** Options to pass to `new Stripe(key, options)`: { host: '127.0.0.1', port, protocol: 'http' } */
  sdkOptions: { host: string; port: number; protocol: 'http' };
  /** Every request received: method, path, parsed form body (nested keys like metadata[agency_id] and line_items[0][price] expanded into objects/arrays), headers. */
  requests: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  }[];
  // biome-ignore lint/suspicious/noExplicitAny: test double, callers read arbitrary Stripe fields
  customers: Map<string, any>;
  // biome-ignore lint/suspicious/noExplicitAny: test double, callers read arbitrary Stripe fields
  checkoutSessions: Map<string, any>;
  // biome-ignore lint/suspicious/noExplicitAny: test double, callers read arbitrary Stripe fields
  subscriptions: Map<string, any>;
  /** Invoices issued (an upgrade's proration with proration_behavior always_invoice), paid at once. */
  // biome-ignore lint/suspicious/noExplicitAny: test double, callers read arbitrary Stripe fields
  invoices: Map<string, any>;
  /** Each customer's tax ids (`customers/:id/tax_ids`, or `tax_id_data` at creation). */
  taxIds: Map<string, Stripe.TaxId[]>;
  /** Where completed checkouts / subscription changes are POSTed as signed webhook events. */
  setWebhook(target: { url: string; secret: string } | null): void;
  /** Makes the next request to `path` (prefix match, optional method) fail with this Stripe error JSON and status. */
  failNext(
    match: { method?: string; path: string },
    status: number,
    error: { type: string; message: string; code?: string },
  ): void;
  /** Completes a checkout session as a customer paying would: creates the subscription (trialing when subscription_data.trial_period_days was given, with trial_end = now + days), marks the session complete, and sends checkout.session.completed and customer.subscription.created webhooks (if a webhook is set). Returns the subscription. */
  // biome-ignore lint/suspicious/noExplicitAny: test double, callers read arbitrary Stripe fields
  completeCheckout(sessionId: string): Promise<any>;
  /** Builds a signed webhook event (Stripe.webhooks.generateTestHeaderString with the secret) and POSTs it to the webhook url; returns { status, body } of the app's answer. */
  sendEvent(
    type: string,
    object: unknown,
    opts?: { id?: string; created?: number },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

type Params = Record<string, unknown>;
type RecordedRequest = FakeStripe['requests'][number];

/** An error answered in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const DAY = 86_400;
const WEBHOOK_TIMEOUT_MS = 10_000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string, length = 24) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${prefix}${out}`;
};

/** One month after `t` (seconds), by calendar. */
function addMonth(t: number): number {
  const d = new Date(t * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/**
 * Parses a form / query string the way Stripe reads it: `a[b][c]=v` becomes `{ a: { b: { c: 'v' } } }`,
 * `a[0][b]=v` becomes `{ a: [{ b: 'v' }] }` and `a[]=v` appends. Values stay strings.
 */
function parseForm(input: string, into: Params = {}): Params {
  for (const [key, value] of new URLSearchParams(input)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const segments = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
      : [key];
    if (segments.some((s) => FORBIDDEN_KEYS.has(s))) continue;
    let node: Params | unknown[] = into;
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i]!;
      const last = i === segments.length - 1;
      const next = segments[i + 1];
      const container = () => (next === '' || /^\d+$/.test(next ?? '') ? [] : {});
      if (Array.isArray(node)) {
        const index = seg === '' ? node.length : Number(seg);
        if (!Number.isInteger(index)) break;
        if (last) node[index] = value;
        else {
          const existing = node[index];
          node[index] = existing && typeof existing === 'object' ? existing : container();
          node = node[index] as Params | unknown[];
        }
      } else {
        if (last) node[seg] = value;
        else {
          const existing = node[seg];
          node[seg] = existing && typeof existing === 'object' ? existing : container();
          node = node[seg] as Params | unknown[];
        }
      }
    }
  }
  return into;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown, param: string): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n)) throw invalid(`Invalid integer: ${String(v)}`, param);
  return n;
};
const bool = (v: unknown, param: string): boolean | undefined => {
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === true) return true;
  if (v === 'false' || v === false) return false;
  throw invalid(`Invalid boolean: ${String(v)}`, param);
};
const obj = (v: unknown): Params => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Params) : {});
const list = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v.filter((x) => x !== undefined);
  if (v && typeof v === 'object') return Object.values(v);
  return [];
};

function invalid(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}
function missing(kind: string, id: string, param?: string, status = 404): ApiError {
  return new ApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });
}

/** Stripe's metadata: string values; on update keys merge and an empty value removes the key. */
function metadataFrom(v: unknown, base: Record<string, string> = {}): Record<string, string> {
  if (v === '') return {};
  const out = { ...base };
  for (const [k, val] of Object.entries(obj(v))) {
    if (val === '' || val === null) delete out[k];
    else out[k] = String(val);
  }
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto;">
<main>${body}</main>
</body></html>`;
}

function priceObject(id: string, created: number, unitAmount: number | null): Stripe.Price {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'eur',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: {
      interval: 'month',
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: null,
  };
}

function planObject(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: true,
    amount: price.unit_amount,
    amount_decimal: null,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product as string,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

function subscriptionItem(
  subscriptionId: string,
  price: Stripe.Price,
  quantity: number,
  period: { start: number; end: number },
): Stripe.SubscriptionItem {
  const created = now();
  return {
    id: randomId('si_', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created,
    current_period_end: period.end,
    current_period_start: period.start,
    discounts: [],
    metadata: {},
    plan: planObject(price),
    price,
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

/** Top-level fields whose JSON changed: Stripe's `data.previous_attributes`. */
function previousAttributes(before: Params, after: Params): Params {
  const out: Params = {};
  for (const key of Object.keys(before)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = before[key];
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the fake on 127.0.0.1 and a free port. `prices`: the monthly amount (cents) of each price
 * id, for prorations and invoices (unknown prices have no amount, as before).
 */
export async function startFakeStripe(opts: { prices?: Record<string, number> } = {}): Promise<FakeStripe> {
  const priceOf = (id: string, created: number) => priceObject(id, created, opts.prices?.[id] ?? null);
  const requests: RecordedRequest[] = [];
  const invoices = new Map<string, Stripe.Invoice>();
  const customers = new Map<string, Stripe.Customer>();
  const checkoutSessions = new Map<string, Stripe.Checkout.Session>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const portalSessions = new Map<string, Stripe.BillingPortal.Session>();
  const taxIds = new Map<string, Stripe.TaxId[]>();
  /** What a checkout session was created with that the session object does not show. */
  const sessionInputs = new Map<
    string,
    {
      lineItems: { price: string; quantity: number }[];
      trialDays?: number;
      subscriptionMetadata: Record<string, string>;
    }
  >();
  const failures: { method?: string; path: string; status: number; error: ApiError['body'] }[] = [];
  let webhook: { url: string; secret: string } | null = null;
  let base = '';

  async function postEvent(
    type: string,
    object: unknown,
    opts: { id?: string; created?: number; previous?: Params } = {},
  ): Promise<{ status: number; body: string }> {
    if (!webhook) throw new Error('fake-stripe: no webhook target set (call setWebhook first)');
    const event = {
      id: opts.id ?? randomId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: opts.created ?? now(),
      data: {
        object: structuredClone(object),
        ...(opts.previous && Object.keys(opts.previous).length ? { previous_attributes: opts.previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhook.secret,
      timestamp: now(),
    });
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    return { status: res.status, body: await res.text() };
  }

  /** Automatic deliveries: when a webhook is set; a failing endpoint does not fail the API call. */
  async function emit(type: string, object: unknown, previous?: Params): Promise<void> {
    if (!webhook) return;
    try {
      await postEvent(type, object, { previous });
    } catch {
      // Like Stripe: a delivery that fails is the endpoint's problem, not the API caller's.
    }
  }

  function expand<T extends object>(value: T, params: Params): T {
    const fields = list(params.expand).map(String);
    if (!fields.length) return value;
    const out = { ...value } as Params;
    for (const field of fields) {
      const id = out[field];
      if (field === 'line_items' && (value as Params).object === 'checkout.session') {
        const input = sessionInputs.get((value as Params).id as string);
        const data = (input?.lineItems ?? []).map((li) => ({
          id: randomId('li_', 14),
          object: 'item',
          amount_discount: 0,
          amount_subtotal: 0,
          amount_tax: 0,
          amount_total: 0,
          currency: 'eur',
          description: null,
          price: priceOf(li.price, (value as Params).created as number),
          quantity: li.quantity,
        }));
        out.line_items = {
          object: 'list',
          data,
          has_more: false,
          url: `/v1/checkout/sessions/${out.id}/line_items`,
        };
      } else if (typeof id === 'string') {
        const found = customers.get(id) ?? subscriptions.get(id) ?? checkoutSessions.get(id);
        if (found) out[field] = found;
      }
    }
    return out as T;
  }

  function createCustomer(params: Params): Stripe.Customer {
    const customer: Stripe.Customer = {
      id: randomId('cus_', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params.description) ?? null,
      discount: null,
      email: str(params.email) ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: metadataFrom(params.metadata),
      name: str(params.name) ?? null,
      next_invoice_sequence: 1,
      phone: str(params.phone) ?? null,
      preferred_locales: list(params.preferred_locales).map(String),
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    customers.set(customer.id, customer);
    if (params.address !== undefined) customer.address = addressFrom(params.address);
    for (const data of list(params.tax_id_data)) createTaxId(customer.id, obj(data));
    return customer;
  }

  function addressFrom(v: unknown): Stripe.Address {
    const a = obj(v);
    return {
      line1: str(a.line1) ?? null,
      line2: str(a.line2) ?? null,
      postal_code: str(a.postal_code) ?? null,
      city: str(a.city) ?? null,
      state: str(a.state) ?? null,
      country: str(a.country) ?? null,
    };
  }

  /** Stripe checks each type's format; es_cif is a Spanish NIF (DNI, NIE or CIF). */
  function createTaxId(customerId: string, params: Params): Stripe.TaxId {
    const type = str(params.type);
    const value = str(params.value);
    if (!type) throw invalid('Missing required param: type.', 'type');
    if (!value) throw invalid('Missing required param: value.', 'value');
    if (type === 'es_cif' && !/^[A-Z0-9]\d{7}[A-Z0-9]$/.test(value))
      throw invalid(`Invalid value for es_cif.`, 'value', 'tax_id_invalid');
    const taxId = {
      id: randomId('txi_', 14),
      object: 'tax_id',
      country: type.slice(0, 2).toUpperCase(),
      created: now(),
      customer: customerId,
      livemode: false,
      type,
      value,
      verification: { status: 'unavailable', verified_address: null, verified_name: null },
    } as unknown as Stripe.TaxId;
    taxIds.set(customerId, [...(taxIds.get(customerId) ?? []), taxId]);
    return taxId;
  }

  /** `/v1/customers/:id/tax_ids[/:tax_id]`. */
  function customerTaxIds(method: string, rest: string[], params: Params): unknown {
    const customerId = rest[0]!;
    getOr404(customers, customerId, 'customer');
    const mine = taxIds.get(customerId) ?? [];
    if (rest[1] !== 'tax_ids') return undefined;
    if (rest.length === 2 && method === 'GET')
      return { object: 'list', data: mine, has_more: false, url: `/v1/customers/${customerId}/tax_ids` };
    if (rest.length === 2 && method === 'POST') return createTaxId(customerId, params);
    if (rest.length === 3 && method === 'DELETE') {
      const id = rest[2]!;
      if (!mine.some((t) => t.id === id)) throw missing('tax_id', id, 'id');
      taxIds.set(
        customerId,
        mine.filter((t) => t.id !== id),
      );
      return { id, object: 'tax_id', deleted: true };
    }
    return undefined;
  }

  function updateCustomer(customer: Stripe.Customer, params: Params): Stripe.Customer {
    if (params.email !== undefined) customer.email = str(params.email) ?? null;
    if (params.name !== undefined) customer.name = str(params.name) ?? null;
    if (params.description !== undefined) customer.description = str(params.description) ?? null;
    if (params.phone !== undefined) customer.phone = str(params.phone) ?? null;
    if (params.metadata !== undefined) customer.metadata = metadataFrom(params.metadata, customer.metadata);
    if (params.address !== undefined) customer.address = addressFrom(params.address);
    return customer;
  }

  function createCheckoutSession(params: Params): Stripe.Checkout.Session {
    const mode = str(params.mode);
    if (!mode) throw invalid('Missing required param: mode.', 'mode');
    if (!['payment', 'setup', 'subscription'].includes(mode))
      throw invalid(`Invalid mode: must be one of payment, setup, or subscription`, 'mode');
    const rawItems = list(params.line_items);
    if (mode !== 'setup' && !rawItems.length)
      throw invalid(`Missing required param: line_items.`, 'line_items');
    const lineItems = rawItems.map((raw, i) => {
      const item = obj(raw);
      const price = str(item.price);
      if (!price)
        throw invalid(`Missing required param: line_items[${i}][price].`, `line_items[${i}][price]`);
      return { price, quantity: int(item.quantity, `line_items[${i}][quantity]`) ?? 1 };
    });
    const uiMode = str(params.ui_mode) ?? 'hosted_page';
    const successUrl = str(params.success_url);
    if (uiMode === 'hosted_page' && !successUrl)
      throw invalid('Missing required param: success_url.', 'success_url');
    const customerId = str(params.customer);
    if (customerId && !customers.has(customerId)) throw missing('customer', customerId, 'customer', 400);
    const subscriptionData = obj(params.subscription_data);
    const trialDays = int(subscriptionData.trial_period_days, 'subscription_data[trial_period_days]');
    if (trialDays !== undefined && (mode !== 'subscription' || trialDays < 1))
      throw invalid(
        'subscription_data[trial_period_days] must be at least 1.',
        'subscription_data[trial_period_days]',
      );

    const id = randomId('cs_test_', 58);
    const created = now();
    const session: Stripe.Checkout.Session = {
      id,
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: bool(params.allow_promotion_codes, 'allow_promotion_codes') ?? null,
      amount_subtotal: 0,
      amount_total: 0,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: str(params.cancel_url) ?? null,
      client_reference_id: str(params.client_reference_id) ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency: 'eur',
      currency_conversion: null,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: customerId ?? null,
      customer_account: null,
      customer_creation: customerId ? null : 'always',
      customer_details: null,
      customer_email: str(params.customer_email) ?? null,
      discounts: [],
      expires_at: created + DAY,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: null,
      managed_payments: null,
      metadata: metadataFrom(params.metadata),
      mode: mode as Stripe.Checkout.Session.Mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'always',
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: successUrl ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: uiMode as Stripe.Checkout.Session.UiMode,
      url: uiMode === 'hosted_page' ? `${base}/checkout/${id}` : null,
      wallet_options: null,
    };
    checkoutSessions.set(id, session);
    sessionInputs.set(id, {
      lineItems,
      trialDays,
      subscriptionMetadata: metadataFrom(subscriptionData.metadata),
    });
    return session;
  }

  async function completeCheckout(sessionId: string): Promise<Stripe.Subscription | null> {
    const session = checkoutSessions.get(sessionId);
    const input = sessionInputs.get(sessionId);
    if (!session || !input) throw new Error(`fake-stripe: no such checkout session ${sessionId}`);
    if (session.status === 'complete') {
      return typeof session.subscription === 'string'
        ? (subscriptions.get(session.subscription) ?? null)
        : null;
    }
    if (session.status !== 'open')
      throw new Error(`fake-stripe: checkout session ${sessionId} is ${session.status}`);

    let customerId = typeof session.customer === 'string' ? session.customer : null;
    if (!customerId) customerId = createCustomer({ email: session.customer_email ?? '' }).id;
    const customer = customers.get(customerId)!;

    let subscription: Stripe.Subscription | null = null;
    if (session.mode === 'subscription') {
      const t = now();
      const trialEnd = input.trialDays ? t + input.trialDays * DAY : null;
      const period = { start: t, end: trialEnd ?? addMonth(t) };
      const id = randomId('sub_', 14);
      subscription = {
        id,
        object: 'subscription',
        application: null,
        application_fee_percent: null,
        automatic_tax: { disabled_reason: null, enabled: false, liability: null },
        billing_cycle_anchor: period.end,
        billing_cycle_anchor_config: null,
        billing_mode: { flexible: null, type: 'classic' },
        billing_schedules: [],
        billing_thresholds: null,
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
        collection_method: 'charge_automatically',
        created: t,
        currency: 'eur',
        customer: customerId,
        customer_account: null,
        days_until_due: null,
        default_payment_method: randomId('pm_', 14),
        default_source: null,
        default_tax_rates: [],
        description: null,
        discounts: [],
        ended_at: null,
        invoice_settings: {
          account_tax_ids: null,
          custom_fields: null,
          description: null,
          footer: null,
          issuer: { type: 'self' },
        },
        items: {
          object: 'list',
          data: input.lineItems.map((li) => subscriptionItem(id, priceOf(li.price, t), li.quantity, period)),
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
        latest_invoice: randomId('in_', 14),
        livemode: false,
        managed_payments: null,
        metadata: { ...input.subscriptionMetadata },
        next_pending_invoice_item_invoice: null,
        on_behalf_of: null,
        pause_collection: null,
        payment_settings: {
          payment_method_options: null,
          payment_method_types: null,
          save_default_payment_method: 'off',
        },
        pending_invoice_item_interval: null,
        pending_setup_intent: null,
        pending_update: null,
        schedule: null,
        start_date: t,
        status: trialEnd ? 'trialing' : 'active',
        test_clock: null,
        transfer_data: null,
        trial_end: trialEnd,
        trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
        trial_start: trialEnd ? t : null,
      };
      subscriptions.set(id, subscription);
    }

    session.status = 'complete';
    session.payment_status = subscription?.status === 'trialing' ? 'no_payment_required' : 'paid';
    session.customer = customerId;
    session.subscription = subscription?.id ?? null;
    session.customer_details = {
      address: null,
      business_name: null,
      email: customer.email,
      individual_name: null,
      name: customer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };

    await emit('checkout.session.completed', session);
    if (subscription) await emit('customer.subscription.created', subscription);
    return subscription;
  }

  function lineItem(
    sub: Stripe.Subscription,
    si: Stripe.SubscriptionItem,
    l: {
      amount: number;
      price: string;
      description: string;
      period: { start: number; end: number };
      proration: boolean;
    },
  ): Stripe.InvoiceLineItem {
    return {
      id: randomId('il_', 14),
      object: 'line_item',
      amount: l.amount,
      currency: 'eur',
      description: l.description,
      discount_amounts: [],
      discountable: !l.proration,
      discounts: [],
      invoice: null,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: l.proration ? randomId('ii_', 14) : null,
          proration: l.proration,
          proration_details: { credited_items: null },
          subscription: sub.id,
          subscription_item: si.id,
        },
      },
      period: l.period,
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: l.price, product: `prod_${l.price.replace(/^price_/, '')}` },
        unit_amount_decimal: null,
      },
      quantity: si.quantity,
      taxes: [],
    } as unknown as Stripe.InvoiceLineItem;
  }

  /**
   * Stripe's proration of item price changes at `at` (classic billing): for each changed item,
   * a credit for the unused time of its old price and a charge for the rest at the new one,
   * each rounded to the cent. None in a trial.
   */
  function prorationLines(sub: Stripe.Subscription, rawItems: unknown, at: number): Stripe.InvoiceLineItem[] {
    if (sub.status === 'trialing') return [];
    const lines: Stripe.InvoiceLineItem[] = [];
    for (const raw of list(rawItems)) {
      const item = obj(raw);
      const si = sub.items.data.find((x) => x.id === str(item.id));
      const price = str(item.price);
      if (!si || !price || price === si.price.id) continue;
      const { current_period_start: start, current_period_end: end } = si;
      if (at < start || at > end)
        throw invalid('proration_date must be within the current period.', 'proration_date');
      const share = (end - at) / (end - start);
      const quantity = si.quantity ?? 1;
      const period = { start: at, end };
      const oldAmount = si.price.unit_amount ?? 0;
      const newAmount = priceOf(price, at).unit_amount ?? 0;
      lines.push(
        lineItem(sub, si, {
          amount: -Math.round(oldAmount * share) * quantity,
          price: si.price.id,
          description: `Tiempo no usado de ${si.price.id}`,
          period,
          proration: true,
        }),
        lineItem(sub, si, {
          amount: Math.round(newAmount * share) * quantity,
          price,
          description: `Tiempo restante de ${price}`,
          period,
          proration: true,
        }),
      );
    }
    return lines;
  }

  function invoiceObject(
    sub: Stripe.Subscription,
    lines: Stripe.InvoiceLineItem[],
    status: 'draft' | 'paid',
  ): Stripe.Invoice {
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const id = status === 'draft' ? 'upcoming_in' : randomId('in_', 14);
    const t = now();
    return {
      id,
      object: 'invoice',
      amount_due: Math.max(total, 0),
      amount_paid: status === 'paid' ? Math.max(total, 0) : 0,
      amount_remaining: 0,
      billing_reason: 'subscription_update',
      created: t,
      currency: 'eur',
      customer: sub.customer,
      hosted_invoice_url: status === 'paid' ? `${base}/invoices/${id}` : null,
      invoice_pdf: status === 'paid' ? `${base}/invoices/${id}/pdf` : null,
      lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      // A finalised invoice's number: the customer's prefix and a sequence.
      number:
        status === 'paid'
          ? `${customers.get(String(sub.customer))?.invoice_prefix ?? 'FAKE'}-${String(invoices.size + 1).padStart(4, '0')}`
          : null,
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: sub.metadata, subscription: sub.id },
      },
      period_start: t,
      period_end: t,
      status,
      subtotal: total,
      total,
    } as unknown as Stripe.Invoice;
  }

  /** `POST /v1/invoices/create_preview` for a change to an existing subscription. */
  function previewInvoice(params: Params): Stripe.Invoice {
    const subId = str(params.subscription);
    if (!subId) throw invalid('fake-stripe: create_preview needs a subscription.', 'subscription');
    const sub = getOr404(subscriptions, subId, 'subscription');
    const details = obj(params.subscription_details);
    const behaviour = str(details.proration_behavior) ?? 'create_prorations';
    const at = int(details.proration_date, 'subscription_details[proration_date]') ?? now();
    const lines = behaviour === 'none' ? [] : prorationLines(sub, details.items, at);
    if (behaviour !== 'always_invoice') {
      // The next regular invoice: each item at its (new) price for the next period.
      for (const si of sub.items.data) {
        const change = list(details.items)
          .map(obj)
          .find((i) => str(i.id) === si.id);
        const price = str(change?.price) ?? si.price.id;
        const start = si.current_period_end;
        lines.push(
          lineItem(sub, si, {
            amount: (priceOf(price, at).unit_amount ?? 0) * (si.quantity ?? 1),
            price,
            description: `1 × ${price}`,
            period: { start, end: addMonth(start) },
            proration: false,
          }),
        );
      }
    }
    return invoiceObject(sub, lines, 'draft');
  }

  async function updateSubscription(sub: Stripe.Subscription, params: Params): Promise<Stripe.Subscription> {
    const before = structuredClone(sub);
    if (sub.status === 'canceled') {
      const allowed = new Set(['cancellation_details', 'metadata', 'expand']);
      if (Object.keys(params).some((k) => !allowed.has(k)))
        throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const proration = str(params.proration_behavior);
    if (proration && !['always_invoice', 'create_prorations', 'none'].includes(proration))
      throw invalid(`Invalid proration_behavior: ${proration}`, 'proration_behavior');

    const prorationDate = int(params.proration_date, 'proration_date') ?? now();
    const prorations =
      params.items !== undefined && proration !== 'none'
        ? prorationLines(sub, params.items, prorationDate)
        : [];
    if (params.items !== undefined) {
      const t = now();
      list(params.items).forEach((raw, i) => {
        const item = obj(raw);
        const itemId = str(item.id);
        const price = str(item.price);
        const quantity = int(item.quantity, `items[${i}][quantity]`);
        const existing = itemId ? sub.items.data.find((si) => si.id === itemId) : undefined;
        if (itemId && !existing) throw missing('subscription item', itemId, `items[${i}][id]`, 400);
        if (existing) {
          if (bool(item.deleted, `items[${i}][deleted]`)) {
            sub.items.data = sub.items.data.filter((si) => si !== existing);
            return;
          }
          if (price && price !== existing.price.id) {
            existing.price = priceOf(price, t);
            existing.plan = planObject(existing.price);
          }
          if (quantity !== undefined) existing.quantity = quantity;
        } else {
          if (!price) throw invalid(`Missing required param: items[${i}][price].`, `items[${i}][price]`);
          const first = sub.items.data[0];
          const period = first
            ? { start: first.current_period_start, end: first.current_period_end }
            : { start: t, end: sub.trial_end ?? addMonth(t) };
          sub.items.data.push(subscriptionItem(sub.id, priceOf(price, t), quantity ?? 1, period));
        }
      });
    }

    const periodEnd = () => sub.items.data[0]?.current_period_end ?? null;
    const cancelAtPeriodEnd = bool(params.cancel_at_period_end, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) {
      sub.cancel_at_period_end = cancelAtPeriodEnd;
      sub.cancel_at = cancelAtPeriodEnd ? periodEnd() : null;
      sub.canceled_at = cancelAtPeriodEnd ? now() : null;
      sub.cancellation_details = {
        ...sub.cancellation_details!,
        reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
      };
    }
    if (params.cancel_at !== undefined) {
      const cancelAt =
        params.cancel_at === ''
          ? null
          : params.cancel_at === 'min_period_end'
            ? periodEnd()
            : int(params.cancel_at, 'cancel_at')!;
      sub.cancel_at = cancelAt;
      sub.cancel_at_period_end = cancelAt !== null && cancelAt === periodEnd();
    }
    if (params.trial_end !== undefined) {
      const t = now();
      const trialEnd = params.trial_end === 'now' ? t : int(params.trial_end, 'trial_end')!;
      sub.trial_end = trialEnd;
      if (trialEnd <= t) {
        sub.status = 'active';
        for (const si of sub.items.data) {
          si.current_period_start = t;
          si.current_period_end = addMonth(t);
        }
      } else {
        sub.status = 'trialing';
        for (const si of sub.items.data) si.current_period_end = trialEnd;
      }
      sub.billing_cycle_anchor = sub.items.data[0]?.current_period_end ?? sub.billing_cycle_anchor;
    }
    if (params.metadata !== undefined) sub.metadata = metadataFrom(params.metadata, sub.metadata);
    const details = obj(params.cancellation_details);
    if (params.cancellation_details !== undefined && sub.cancellation_details) {
      if (details.comment !== undefined) sub.cancellation_details.comment = str(details.comment) ?? null;
      if (details.feedback !== undefined)
        sub.cancellation_details.feedback = (str(details.feedback) ??
          null) as Stripe.Subscription.CancellationDetails.Feedback | null;
    }

    if (proration === 'always_invoice' && prorations.length) {
      // Invoiced and paid at once (the fake's customers always pay).
      const invoice = invoiceObject(sub, prorations, 'paid');
      invoices.set(invoice.id!, invoice);
      sub.latest_invoice = invoice.id!;
    }

    const previous = previousAttributes(before as unknown as Params, sub as unknown as Params);
    if (Object.keys(previous).length) await emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  async function cancelSubscription(sub: Stripe.Subscription): Promise<Stripe.Subscription> {
    if (sub.status === 'canceled')
      throw invalid(
        `No such subscription: '${sub.id}'. This subscription has already been canceled.`,
        undefined,
        'resource_missing',
      );
    const t = now();
    sub.status = 'canceled';
    sub.canceled_at = t;
    sub.ended_at = t;
    sub.cancel_at = null;
    sub.cancel_at_period_end = false;
    sub.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: 'cancellation_requested',
    };
    await emit('customer.subscription.deleted', sub);
    return sub;
  }

  function createPortalSession(params: Params): Stripe.BillingPortal.Session {
    const customerId = str(params.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer');
    if (!customers.has(customerId)) throw missing('customer', customerId, 'customer', 400);
    const id = randomId('bps_', 24);
    const session: Stripe.BillingPortal.Session = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_fake_default',
      created: now(),
      customer: customerId,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: str(params.return_url) ?? null,
      url: `${base}/portal/${id}`,
    };
    portalSessions.set(id, session);
    return session;
  }

  function getOr404<T>(map: Map<string, T>, id: string, kind: string): T {
    const found = map.get(id);
    if (!found) throw missing(kind, id, 'id');
    return found;
  }

  /** The JSON API under /v1. Returns the object to answer with. */
  async function api(method: string, path: string, params: Params): Promise<unknown> {
    // '/v1/checkout/sessions/cs_1' → resource 'checkout/sessions', id 'cs_1'.
    const parts = path.replace(/\/+$/, '').split('/').slice(2).map(decodeURIComponent);
    const nested = parts[0] === 'checkout' || parts[0] === 'billing_portal';
    const resource = nested ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    const rest = parts.slice(nested ? 2 : 1);
    const id = rest.length === 1 ? rest[0]! : null;
    const key = `${method} ${resource}${rest.length === 0 ? '' : rest.length === 1 ? '/:id' : '/*'}`;
    switch (key) {
      case 'POST customers':
        return createCustomer(params);
      case 'GET customers/:id':
        return expand(getOr404(customers, id!, 'customer'), params);
      case 'POST customers/:id':
        return updateCustomer(getOr404(customers, id!, 'customer'), params);
      case 'GET customers/*':
      case 'POST customers/*':
      case 'DELETE customers/*': {
        const answer = customerTaxIds(method, rest, params);
        if (answer !== undefined) return answer;
        break;
      }
      case 'GET invoices': {
        const customer = str(params.customer);
        const limit = int(params.limit, 'limit') ?? 10;
        const data = [...invoices.values()]
          .filter((i) => !customer || i.customer === customer)
          .sort((a, b) => b.created - a.created)
          .slice(0, limit);
        return { object: 'list', data, has_more: false, url: '/v1/invoices' };
      }
      case 'POST checkout/sessions':
        return expand(createCheckoutSession(params), params);
      case 'GET checkout/sessions/:id':
        return expand(getOr404(checkoutSessions, id!, 'checkout.session'), params);
      case 'POST billing_portal/sessions':
        return createPortalSession(params);
      case 'GET subscriptions': {
        const customer = str(params.customer);
        const status = str(params.status);
        const itemExpand = { expand: list(params.expand).map((e) => String(e).replace(/^data\./, '')) };
        const data = [...subscriptions.values()]
          .filter((s) => !customer || s.customer === customer)
          .filter((s) => (status ? status === 'all' || s.status === status : s.status !== 'canceled'))
          .reverse()
          .map((s) => expand(s, itemExpand));
        return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
      }
      case 'GET subscriptions/:id':
        return expand(getOr404(subscriptions, id!, 'subscription'), params);
      case 'POST subscriptions/:id':
        return expand(await updateSubscription(getOr404(subscriptions, id!, 'subscription'), params), params);
      case 'POST invoices/:id':
        if (id === 'create_preview') return previewInvoice(params);
        break;
      case 'GET invoices/:id':
        return expand(getOr404(invoices, id!, 'invoice'), params);
      case 'DELETE subscriptions/:id':
        return expand(await cancelSubscription(getOr404(subscriptions, id!, 'subscription')), params);
    }
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). (fake-stripe implements customers and their tax ids, checkout sessions, billing portal sessions, subscriptions and invoice previews.)`,
    });
  }

  /** The hosted pages a browser visits: checkout and customer portal. */
  async function hosted(method: string, path: string, res: ServerResponse): Promise<boolean> {
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    let m = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (m) {
      const session = checkoutSessions.get(decodeURIComponent(m[1]!));
      if (!session) {
        html(404, page('Sesión no encontrada', '<h1>Sesión de pago no encontrada</h1>'));
        return true;
      }
      const successUrl = (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
      if (m[2] && method === 'POST') {
        await completeCheckout(session.id);
        redirect(successUrl);
        return true;
      }
      if (m[2] || method !== 'GET') return false;
      const input = sessionInputs.get(session.id)!;
      const customer = typeof session.customer === 'string' ? customers.get(session.customer) : undefined;
      const items = input.lineItems.map((li) => `<li>${escapeHtml(li.price)} × ${li.quantity}</li>`).join('');
      const body =
        session.status === 'open'
          ? `<h1>Pago de prueba</h1>
<p>Cliente: ${escapeHtml(customer?.email ?? session.customer_email ?? '—')}</p>
<ul>${items}</ul>
${input.trialDays ? `<p>Prueba gratuita de ${input.trialDays} días.</p>` : ''}
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay"><button type="submit">Pagar y suscribirse</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Volver</a></p>` : ''}`
          : `<h1>Pago completado</h1><p><a href="${escapeHtml(successUrl)}">Continuar</a></p>`;
      html(200, page('Pago de prueba', body));
      return true;
    }
    m = /^\/portal\/([^/]+)(\/cancel)?$/.exec(path);
    if (m) {
      const session = portalSessions.get(decodeURIComponent(m[1]!));
      if (!session) {
        html(404, page('Sesión no encontrada', '<h1>Portal no encontrado</h1>'));
        return true;
      }
      const active = [...subscriptions.values()].find(
        (s) => s.customer === session.customer && s.status !== 'canceled',
      );
      if (m[2] && method === 'POST') {
        if (active && !active.cancel_at_period_end)
          await updateSubscription(active, { cancel_at_period_end: 'true' });
        redirect(session.return_url ?? `${base}/portal/${session.id}`);
        return true;
      }
      if (m[2] || method !== 'GET') return false;
      const cancel =
        active && !active.cancel_at_period_end
          ? `<form method="post" action="/portal/${encodeURIComponent(session.id)}/cancel"><button type="submit">Cancelar suscripción</button></form>`
          : '';
      const back = session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Volver</a></p>` : '';
      html(200, page('Portal de cliente', `<h1>Portal de cliente</h1>${cancel}${back}`));
      return true;
    }
    return false;
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: `fake-stripe: ${String(err)}` } }));
      } else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    const raw = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    }
    const body = parseForm(url.search.slice(1));
    const contentType = headers['content-type'] ?? '';
    if (raw && contentType.includes('application/json')) {
      try {
        Object.assign(body, JSON.parse(raw));
      } catch {
        // Left unparsed; the route answers on what it has.
      }
    } else if (raw) parseForm(raw, body);
    requests.push({ method, path, body, headers });

    const json = (status: number, value: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': randomId('req_', 14),
        'stripe-version': headers['stripe-version'] ?? Stripe.API_VERSION,
      });
      res.end(JSON.stringify(value, null, 2));
    };

    const failure = failures.findIndex(
      (f) => (!f.method || f.method.toUpperCase() === method) && path.startsWith(f.path),
    );
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      json(f!.status, { error: f!.error });
      return;
    }

    if (path.startsWith('/v1/')) {
      const auth = headers.authorization ?? '';
      const key = /^Bearer (\S+)$/i.exec(auth)?.[1];
      if (!key || !/^(sk|rk)_/.test(key)) {
        json(401, {
          error: {
            type: 'invalid_request_error',
            message: key
              ? `Invalid API Key provided: ${key.slice(0, 8)}****`
              : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        });
        return;
      }
      try {
        json(200, await api(method, path, body));
      } catch (err) {
        if (err instanceof ApiError) json(err.status, { error: err.body });
        else throw err;
      }
      return;
    }

    if (await hosted(method, path, res)) return;
    json(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    customers,
    checkoutSessions,
    subscriptions,
    invoices,
    taxIds,
    setWebhook(target) {
      webhook = target;
    },
    failNext(match, status, error) {
      failures.push({ method: match.method, path: match.path, status, error });
    },
    completeCheckout,
    sendEvent: (type, object, opts) => postEvent(type, object, opts),
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
