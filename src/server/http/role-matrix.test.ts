import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteNewAgent } from '../../../test/support/team';
import { createTestApp, signedInOwner, type TestApp, type TestClient } from '../../../test/support/test-app';
import { dataErrorTexts } from '../../shared/errors';
import { teamTexts } from '../../shared/team';

/**
 * Every API route's role decision (decision 024 → Roles). A route added without a line here
 * fails the first test: whoever adds it decides who may call it.
 * - public: anyone (no session needed);
 * - user: any signed-in person, before or without an agency (taking an invitation);
 * - member: owner and agents (listings, photos, renders, QR, leads, analytics);
 * - owner: the owner only (billing, branding, team, agency data and settings).
 */
const decisions: Record<string, 'public' | 'user' | 'member' | 'owner'> = {
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'GET /api/me': 'member',
  'PUT /api/agency': 'owner',
  'PUT /api/agency/branding': 'owner',
  'POST /api/agency/logo': 'owner',
  'DELETE /api/agency/logo': 'owner',
  'GET /api/notification-preferences': 'owner',
  'PUT /api/notification-preferences': 'owner',
  'GET /api/team': 'owner',
  'POST /api/team/invitations': 'owner',
  'DELETE /api/team/invitations/:id': 'owner',
  'DELETE /api/team/members/:id': 'owner',
  'GET /api/team/invitations/:token/preview': 'public',
  'POST /api/team/invitations/:token/accept': 'user',
  'POST /api/team/invitations/:token/register': 'public',
  // Who handles a listing: the members to choose from, and each member's own contact details.
  'GET /api/agency-members': 'member',
  'GET /api/agency-members/me/contact': 'member',
  'PUT /api/agency-members/me/contact': 'member',
  // Each member's own copy of the scan alert ("Mis avisos").
  'GET /api/agency-members/me/alerts': 'member',
  'PUT /api/agency-members/me/alerts': 'member',
  'GET /api/webhooks': 'owner',
  'POST /api/webhooks': 'owner',
  'PATCH /api/webhooks/:id': 'owner',
  'DELETE /api/webhooks/:id': 'owner',
  'POST /api/webhooks/:id/rotate-secret': 'owner',
  'POST /api/webhooks/:id/test': 'owner',
  'GET /api/webhooks/:id/attempts': 'owner',
  'GET /api/ai-texts/allowance': 'member',
  'POST /api/ai-texts/describe': 'member',
  'POST /api/ai-texts/translate': 'member',
  'GET /api/portal-feed': 'owner',
  'POST /api/portal-feed/rotate': 'owner',
  // Configuración → Importar.
  'GET /api/imports': 'owner',
  'POST /api/imports/preview': 'owner',
  'POST /api/imports/runs': 'owner',
  'GET /api/imports/runs/:id': 'owner',
  'PUT /api/imports/source': 'owner',
  'DELETE /api/imports/source': 'owner',
  'POST /api/imports/sync': 'owner',
  'GET /api/imports/plantilla.csv': 'owner',
  'GET /api/imports/plantilla.xlsx': 'owner',
  'GET /api/plans': 'public',
  // The access gate of every member reads the plan in force.
  'GET /api/billing/check-subscription': 'member',
  'POST /api/billing/check-subscription': 'member',
  'POST /api/billing/checkout': 'owner',
  'POST /api/billing/portal': 'owner',
  'POST /api/billing/change-plan': 'owner',
  'POST /api/billing/change-plan/preview': 'owner',
  'POST /api/billing/cancel': 'owner',
  'POST /api/billing/resume': 'owner',
  'GET /api/billing/local/checkout/:id': 'owner',
  'POST /api/billing/local/checkout/:id/confirm': 'owner',
  'GET /api/billing/details': 'owner',
  'PUT /api/billing/details': 'owner',
  'GET /api/billing/invoices': 'owner',
  'GET /api/billing/invoices/:id/pdf': 'owner',
  'POST /api/billing/webhook': 'public',
  'GET /api/catalog/rooms': 'public',
  'GET /api/catalog/styles': 'public',
  'GET /api/listings': 'member',
  'POST /api/listings': 'member',
  'GET /api/listings/:id': 'member',
  'PUT /api/listings/:id': 'member',
  'DELETE /api/listings/:id': 'member',
  'GET /api/dashboard/summary': 'member',
  'GET /api/analytics': 'member',
  'GET /api/listings/:id/photos': 'member',
  'POST /api/listings/:id/photos': 'member',
  'PUT /api/listings/:id/photos/order': 'member',
  'PATCH /api/listings/:id/photos/:photoId': 'member',
  'DELETE /api/listings/:id/photos/:photoId': 'member',
  'PUT /api/listings/:id/cover': 'member',
  'POST /api/listings/:id/renders': 'member',
  'POST /api/listings/:id/renders/batch/preview': 'member',
  'POST /api/listings/:id/renders/batch': 'member',
  'GET /api/listings/:id/renders': 'member',
  'GET /api/renders/:renderId': 'member',
  'POST /api/renders/:renderId/cancel': 'member',
  'GET /api/listings/:id/variants': 'member',
  'GET /api/listings/:id/variants/stats': 'member',
  'PATCH /api/variants/:variantId': 'member',
  'DELETE /api/variants/:variantId': 'member',
  'GET /api/staging/allowance': 'member',
  'POST /api/staging/webhook': 'public',
  'GET /api/public/listings/:slug/variants': 'public',
  'GET /api/qr/posters': 'member',
  'GET /api/qr/poster-style': 'member',
  'PUT /api/qr/posters/:code': 'member',
  'POST /api/public/listings/:slug/leads': 'public',
  'GET /api/leads': 'member',
  'GET /api/leads/export.csv': 'member',
  'PATCH /api/leads/:id': 'member',
  'DELETE /api/leads/:id': 'member',
  'POST /api/leads/delete': 'member',
  'GET /api/leads/:id/person': 'member',
  // Visits (issue 30): each member's own hours (the agency default: the owner, checked inside),
  // the agency's visits and their answers; the microsite's slots and booking.
  'GET /api/visit-settings': 'member',
  'PUT /api/visit-settings': 'member',
  'GET /api/visits': 'member',
  'POST /api/visits/:id/confirm': 'member',
  'POST /api/visits/:id/decline': 'member',
  'POST /api/visits/:id/propose': 'member',
  'POST /api/visits/:id/cancel': 'member',
  // The signed visit sheet of an agency's visit: any member who shows it.
  'GET /api/visits/:id/sheet': 'member',
  'POST /api/visits/:id/sheet': 'member',
  'POST /api/visits/:id/sheet/link': 'member',
  'POST /api/visits/:id/sheet/sign': 'member',
  'GET /api/visits/:id/sheet/pdf': 'member',
  'GET /api/public/listings/:slug/visit-slots': 'public',
  'POST /api/public/listings/:slug/visits': 'public',
  // Each member's own calendar link; a listing's visit-log link for its owner (the agency's listing only).
  'GET /api/visit-calendar': 'member',
  'POST /api/visit-calendar/rotate': 'member',
  'GET /api/listings/:id/visit-log-link': 'member',
  'POST /api/listings/:id/visit-log-link': 'member',
  'DELETE /api/listings/:id/visit-log-link': 'member',
  'POST /api/leads/:id/erase-person': 'member',
  // The diagnostics page tests the agency's own data access: agency settings, the owner's.
  'GET /api/debug/db': 'owner',
  'POST /api/debug/db/test-lead': 'owner',
  'POST /api/contact': 'public',
  'GET /api/public/listings/:slug': 'public',
  'GET /api/public/agencies/:slug': 'public',
  // "Buscar en el mapa" in the listing form; the map's tile server for every map.
  'POST /api/geocode': 'member',
  'GET /api/map-config': 'public',
};

const id = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) => path.replace(/:[A-Za-z]+/g, id);

let t: TestApp;
let owner: TestClient;
let agent: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInOwner(t, 'pro')).client;
  agent = (await inviteNewAgent(t, owner)).client;
});
afterAll(() => t.close());

function apiRoutes(): string[] {
  const keys = t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

async function call(client: TestClient, key: string) {
  const [method, path] = key.split(' ') as [string, string];
  const res = await client.request(fill(path), { method, json: method === 'GET' ? undefined : {} });
  const text = await res.text();
  const message = res.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text)?.error?.message ?? '')
    : '';
  return { status: res.status, message };
}

const refusedForRole = (r: { status: number; message: string }) =>
  r.status === 403 && r.message === teamTexts.ownerOnly;

describe('role matrix: every API route × {anonymous, agent, owner}', () => {
  it('has a role decision for every API route, and none for a route that is gone', () => {
    const routes = apiRoutes();
    expect(
      routes.filter((r) => !(r in decisions)),
      'routes without a role decision',
    ).toEqual([]);
    expect(
      Object.keys(decisions).filter((d) => !routes.includes(d)),
      'decisions for no route',
    ).toEqual([]);
  });

  it('refuses agents the owner’s routes with a Spanish 403 and lets them use the rest', async () => {
    const wrong: string[] = [];
    for (const [key, decision] of Object.entries(decisions)) {
      if (decision === 'public' || key.includes('*')) continue;
      const anonymous = await call(t.client(), key);
      if (anonymous.status !== 401 || anonymous.message !== dataErrorTexts.unauthorized)
        wrong.push(`anonymous ${key} → ${anonymous.status}`);
      const asAgent = await call(agent, key);
      const agentRefused = refusedForRole(asAgent);
      if (decision === 'owner' ? !agentRefused : agentRefused || asAgent.status === 401)
        wrong.push(`agent ${key} → ${asAgent.status} ${asAgent.message}`);
      const asOwner = await call(owner, key);
      if (refusedForRole(asOwner) || asOwner.status === 401) wrong.push(`owner ${key} → ${asOwner.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
