import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLeads, ownerWithListings } from '../../../../test/support/leads';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/support/test-app';
import {
  SHEET_CODE,
  type VisitSheetResponse,
  visitSheetApi,
  visitSheetTexts,
} from '../../../shared/visit-sheet';
import { visitManageTexts, visitPaths, visitTexts } from '../../../shared/visits';
import { listings, mailOutbox, smsOutbox, visitSheetSigners, visitSheets, visits } from '../../db/schema';
import { visitManageToken } from './manage-token';
import { sendSheetMail } from './sheet-mail';
import { signedContentSha256, type VisitSheetData } from './visit-sheet';
import { hashManageToken } from './visit-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BILLING = {
  legal_name: 'Inmobiliaria Peñalara, S.L.',
  tax_id: 'B12345674',
  address_line: 'Calle de Alcalá, 45',
  postal_code: '28014',
  city: 'Madrid',
  province: 'Madrid',
};
const ADDRESS = {
  street: 'Calle de Núñez de Balboa',
  number: '12',
  floor: '3',
  door: 'B',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
};

/** A finger-drawn signature as the pad sends it: a PNG data URL. */
async function signature(path = 'M20 150 C 120 20, 220 180, 320 60 S 520 40, 580 120'): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="${path}" fill="none" stroke="#1a237e" stroke-width="5"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An owner with billing details and a confirmed visit that started ten minutes ago. */
async function agencyWithVisit(contact: { email?: string | null; phone?: string | null } = {}) {
  const owner = await ownerWithListings(t, 'Piso en Salamanca');
  const listing = owner.listings[0]!;
  await t.db
    .update(listings)
    .set({ address: 'Calle de Núñez de Balboa 12', floor: '3' })
    .where(eq(listings.id, listing.id));
  expect((await owner.client.request('/api/billing/details', { method: 'PUT', json: BILLING })).status).toBe(
    200,
  );
  const [lead] = await addLeads(t, owner.agencyId, listing, [{}]);
  const id = randomUUID();
  const uid = `visit-${id}@localhost`;
  const start = new Date(Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000);
  await t.db.insert(visits).values({
    id,
    agencyId: owner.agencyId,
    listingId: listing.id,
    leadId: lead!.id,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    status: 'confirmed',
    uid,
    visitorName: 'Leocadia Villanueva Sáez',
    visitorEmail: contact.email === undefined ? 'leocadia.villanueva@example.es' : contact.email,
    visitorPhone: contact.phone === undefined ? '+34 677 123 456' : contact.phone,
    manageTokenHash: hashManageToken(visitManageToken(t.deps.secret, uid)),
  });
  return { ...owner, listing, visitId: id, uid };
}

const sheetOf = async (client: TestClient, visitId: string) => {
  const res = await client.get(visitSheetApi.sheetOf(visitId));
  expect(res.status).toBe(200);
  return (await res.json()) as VisitSheetResponse;
};
const openSheet = async (client: TestClient, visitId: string) => {
  const res = await client.post(visitSheetApi.sheetOf(visitId), { address: ADDRESS });
  expect(res.status).toBe(200);
  const body = (await res.json()) as VisitSheetResponse;
  return { body, path: new URL(body.sheet!.signUrl!).pathname };
};

/** The visitor's phone: a browser without a session posting the page's forms. */
const visitor = () => t.client();
const post = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const lastCode = async (to: string) => {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? null;
};
const sheetRow = async (visitId: string) =>
  (await t.db.select().from(visitSheets).where(eq(visitSheets.visitId, visitId)))[0]!;
const signerCount = async (visitId: string) =>
  (
    await t.db
      .select()
      .from(visitSheetSigners)
      .innerJoin(visitSheets, eq(visitSheets.id, visitSheetSigners.sheetId))
      .where(eq(visitSheets.visitId, visitId))
  ).length;

describe('the signed visit sheet', () => {
  it('goes from the agent opening it to the visitor signing, the agent signing, the PDF and the copy', async () => {
    const { client, visitId, uid } = await agencyWithVisit();
    const draft = await sheetOf(client, visitId);
    expect(draft.sheet).toBeNull();
    expect(draft.draft.blocked).toBeNull();
    expect(draft.draft.address).toMatchObject({
      street: 'Calle de Núñez de Balboa',
      number: '12',
      floor: '3',
      city: 'Madrid',
    });
    expect(draft.draft.agencyIdentity).toEqual({
      name: BILLING.legal_name,
      taxId: BILLING.tax_id,
      address: 'Calle de Alcalá, 45, 28014 Madrid',
    });

    const bad = await client.post(visitSheetApi.sheetOf(visitId), {
      address: { ...ADDRESS, postalCode: '2800', street: '' },
    });
    expect(bad.status).toBe(422);
    const { error } = await bad.json();
    expect(error.fields).toMatchObject({
      'address.postalCode': visitSheetTexts.postalCodeFormat,
      'address.street': visitSheetTexts.required,
    });
    expect((await sheetOf(client, visitId)).sheet).toBeNull();

    const { body, path } = await openSheet(client, visitId);
    expect(body.sheet).toMatchObject({
      status: 'open',
      address: ADDRESS,
      contact: { kind: 'email', confirmed: false },
    });
    expect(body.sheet!.contact!.masked).toBe('l•••@example.es');
    expect(body.sheet!.signQrSvg).toMatch(/^<svg/);
    expect(path).toMatch(/^\/parte\/[A-Za-z0-9_-]{43}$/);
    // A second tap opens nothing new.
    expect((await openSheet(client, visitId)).path).toBe(path);

    const phone = visitor();
    const page = await phone.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    const html = await page.text();
    expect(html).toContain('Calle de Núñez de Balboa, 12, 3.º B, 28001 Madrid');
    expect(html).toContain('NIF B12345674');
    expect(html).toContain('eIDAS');
    expect(html).toContain(visitSheetTexts.sendCode);

    // Signing before the code is refused, with nothing stored.
    const early = await post(phone, path, {
      action: 'sign',
      name: 'Leocadia',
      idNumber: '12345678Z',
      firstVisit: 'yes',
      signature: await signature(),
    });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain(visitSheetTexts.codeFirst);
    expect(await signerCount(visitId)).toBe(0);

    // A wrong code costs one attempt; the right one confirms the contact.
    expect((await post(phone, path, { action: 'send' })).status).toBe(303);
    const code = (await lastCode('leocadia.villanueva@example.es'))!;
    const wrong = await post(phone, path, {
      action: 'verify',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain(visitSheetTexts.codeWrong(SHEET_CODE.attempts - 1));
    const right = await post(phone, path, { action: 'verify', code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`${path}?hecho=confirmado`);
    expect((await sheetRow(visitId)).contactConfirmedAt).toBeInstanceOf(Date);

    // A DNI with a wrong letter, a signature that is not a PNG, one over 200 KB: refused, nothing stored.
    const typed = { action: 'sign', name: 'Leocadia Villanueva Sáez', firstVisit: 'yes' };
    const wrongLetter = await post(phone, path, {
      ...typed,
      idNumber: '12345678A',
      signature: await signature(),
    });
    expect(wrongLetter.status).toBe(422);
    const wrongHtml = await wrongLetter.text();
    expect(wrongHtml).toContain(visitTexts.idLetter);
    // What was typed, and the good signature, come back with the page.
    expect(wrongHtml).toContain('value="Leocadia Villanueva Sáez"');
    expect(wrongHtml).toContain('value="data:image/png;base64,');
    const gif = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all').toString('base64')}`;
    const notPng = await post(phone, path, { ...typed, idNumber: '12345678Z', signature: gif });
    expect(notPng.status).toBe(422);
    expect(await notPng.text()).toContain(visitTexts.signatureNotPng);
    const huge = Buffer.concat([
      Buffer.from(
        await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
      Buffer.alloc(201 * 1024, 7),
    ]);
    const tooBig = await post(phone, path, {
      ...typed,
      idNumber: '12345678Z',
      signature: `data:image/png;base64,${huge.toString('base64')}`,
    });
    expect(tooBig.status).toBe(422);
    expect(await tooBig.text()).toContain(visitTexts.signatureTooBig);
    const none = await post(phone, path, { ...typed, idNumber: '12345678Z', signature: '' });
    expect(await none.text()).toContain(visitTexts.signatureRequired);
    expect(await signerCount(visitId)).toBe(0);

    // Two visitors sign.
    const signed = await post(phone, path, {
      ...typed,
      idNumber: '12345678-z',
      signature: await signature(),
    });
    expect(signed.status).toBe(303);
    expect(
      await post(phone, path, {
        action: 'sign',
        name: 'Bartolomé Quiroga',
        idNumber: 'x1234567l',
        firstVisit: 'no',
        signature: await signature('M10 100 L 590 110'),
      }),
    ).toHaveProperty('status', 303);
    const open = await sheetOf(client, visitId);
    expect(open.sheet!.signers.map((s) => [s.name, s.idNumber, s.firstVisit])).toEqual([
      ['Leocadia Villanueva Sáez', '12345678Z', true],
      ['Bartolomé Quiroga', 'X1234567L', false],
    ]);
    expect(open.sheet!.contact!.confirmed).toBe(true);

    // The agent signs: the PDF is made and the sheet closes. This account has no name: the sheet
    // asks for it (the agent is named on it), nothing is signed without it, and it is kept.
    expect(open.agentName).toBeNull();
    const agentSig = await signature('M30 60 C 200 190, 400 10, 570 150');
    const nameless = await client.post(visitSheetApi.signOf(visitId), { signature: agentSig });
    expect(nameless.status).toBe(422);
    expect(await nameless.json()).toMatchObject({
      error: {
        message: visitSheetTexts.agentNameRequired,
        fields: { agentName: visitSheetTexts.agentNameRequired },
      },
    });
    expect((await sheetRow(visitId)).status).toBe('open');
    const res = await client.post(visitSheetApi.signOf(visitId), {
      signature: agentSig,
      agentName: '  Marta Ruiz Lozano ',
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as VisitSheetResponse;
    expect(answer.agentName).toBe('Marta Ruiz Lozano');
    const done = answer.sheet!;
    expect(done.agentName).toBe('Marta Ruiz Lozano');
    expect((await sheetOf(client, visitId)).agentName).toBe('Marta Ruiz Lozano');
    expect(done).toMatchObject({
      status: 'signed',
      signUrl: null,
      signQrSvg: null,
      pdfUrl: visitSheetApi.pdfOf(visitId),
    });
    expect(done.contentSha256).toMatch(/^[0-9a-f]{64}$/);

    // The hash is the stored data's: recomputed here from the rows.
    const row = await sheetRow(visitId);
    const signers = await t.db
      .select()
      .from(visitSheetSigners)
      .where(eq(visitSheetSigners.sheetId, row.id))
      .orderBy(visitSheetSigners.position);
    const [visit] = await t.db.select().from(visits).where(eq(visits.id, visitId));
    const data: VisitSheetData = {
      visitId,
      agency: row.agencyIdentity,
      property: { reference: row.propertyReference, address: row.address },
      startsAt: visit!.startAt,
      visitors: signers.map((s) => ({
        name: s.name,
        idNumber: s.idNumber,
        firstVisit: s.firstVisit,
        signaturePng: s.signature,
      })),
      agent: { name: row.agentName!, signaturePng: row.agentSignature! },
      requestedAt: row.createdAt,
      signedAt: row.signedAt!,
      confirmedContact: {
        kind: 'email',
        value: 'leocadia.villanueva@example.es',
        confirmedAt: row.contactConfirmedAt!,
      },
    };
    expect(signedContentSha256(data)).toBe(done.contentSha256);
    expect(Buffer.from(row.agentSignature!).equals(Buffer.from(agentSig.split(',')[1]!, 'base64'))).toBe(
      true,
    );

    const pdf = await client.get(visitSheetApi.pdfOf(visitId));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parte-de-visita-.+\.pdf"$/,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);

    // Closed: the visitor's link says so, and takes nothing more; the agent cannot sign twice.
    expect(await (await phone.get(path)).text()).toContain(visitSheetTexts.doneTitle);
    expect(
      (await post(phone, path, { ...typed, idNumber: '12345678Z', signature: await signature() })).status,
    ).toBe(409);
    expect((await client.post(visitSheetApi.signOf(visitId), { signature: agentSig })).status).toBe(409);

    // The visitor's copy: e-mailed with the PDF, and on their visit's own link.
    expect(await sendSheetMail(t.deps, row.id)).toBe('sent');
    const [copy] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'leocadia.villanueva@example.es')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(copy!.subject).toContain('parte de visita firmado');
    expect(copy!.text).toContain(done.contentSha256!);
    expect(copy!.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(Buffer.from(copy!.attachments![0]!.base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
    const managePath = visitPaths.manageOf(visitManageToken(t.deps.secret, uid));
    expect(await (await visitor().get(managePath)).text()).toContain(
      `<a href="${managePath}/parte.pdf">${visitManageTexts.sheetPdf}</a>`,
    );
    const mine = await visitor().get(`${managePath}/parte.pdf`);
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(
      (await visitor().get(`${visitPaths.manageOf(visitManageToken(t.deps.secret, 'other'))}/parte.pdf`))
        .status,
    ).toBe(404);
  });

  it('refuses another agency on every endpoint, and forged or replaced links', async () => {
    const { client, visitId } = await agencyWithVisit();
    const { path } = await openSheet(client, visitId);
    const other = await ownerWithListings(t);
    expect((await other.client.get(visitSheetApi.sheetOf(visitId))).status).toBe(404);
    expect((await other.client.post(visitSheetApi.sheetOf(visitId), { address: ADDRESS })).status).toBe(404);
    expect((await other.client.post(visitSheetApi.linkOf(visitId), {})).status).toBe(404);
    expect(
      (await other.client.post(visitSheetApi.signOf(visitId), { signature: await signature() })).status,
    ).toBe(404);
    expect((await other.client.get(visitSheetApi.pdfOf(visitId))).status).toBe(404);
    expect((await t.client().get(visitSheetApi.sheetOf(visitId))).status).toBe(401);

    const forged = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    const res = await visitor().get(forged);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(visitSheetTexts.linkInvalid);
    expect((await post(visitor(), forged, { action: 'send' })).status).toBe(404);

    // A new link: the old one stops working at once.
    const renewed = await client.post(visitSheetApi.linkOf(visitId), {});
    const next = new URL(((await renewed.json()) as VisitSheetResponse).sheet!.signUrl!).pathname;
    expect(next).not.toBe(path);
    expect((await visitor().get(path)).status).toBe(404);
    expect((await visitor().get(next)).status).toBe(200);

    // The agent cannot close a sheet nobody signed.
    const early = await client.post(visitSheetApi.signOf(visitId), { signature: await signature() });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(visitSheetTexts.contactNotConfirmed);
    // A form from another site is refused.
    const cross = await visitor().request(next, {
      method: 'POST',
      body: new URLSearchParams({ action: 'send' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
  });

  it('limits code attempts and codes sent', async () => {
    const { client, visitId } = await agencyWithVisit();
    const { path } = await openSheet(client, visitId);
    const phone = visitor();
    expect((await post(phone, path, { action: 'send' })).status).toBe(303);
    const code = (await lastCode('leocadia.villanueva@example.es'))!;
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 1; i <= SHEET_CODE.attempts; i++) {
      const res = await post(phone, path, { action: 'verify', code: wrongCode });
      expect(await res.text()).toContain(visitSheetTexts.codeWrong(SHEET_CODE.attempts - i));
    }
    // The code is spent: even the right one no longer works.
    const late = await post(phone, path, { action: 'verify', code });
    expect(await late.text()).toContain(visitSheetTexts.codeExpired);
    expect((await sheetRow(visitId)).contactConfirmedAt).toBeNull();
    expect(await (await post(phone, path, { action: 'verify', code: '12ab' })).text()).toContain(
      visitSheetTexts.codeFormat,
    );

    // Another code at once: wait; then up to the limit of codes per link.
    expect(await (await post(phone, path, { action: 'send' })).text()).toContain(visitSheetTexts.codeWait);
    for (let sent = 1; sent < SHEET_CODE.maxSent; sent++) {
      await t.db
        .update(visitSheets)
        .set({ codeSentAt: new Date(Date.now() - 60_000) })
        .where(eq(visitSheets.visitId, visitId));
      expect((await post(phone, path, { action: 'send' })).status).toBe(303);
    }
    await t.db
      .update(visitSheets)
      .set({ codeSentAt: new Date(Date.now() - 60_000) })
      .where(eq(visitSheets.visitId, visitId));
    expect(await (await post(phone, path, { action: 'send' })).text()).toContain(visitSheetTexts.codeLimit);
    expect((await sheetRow(visitId)).codesSent).toBe(SHEET_CODE.maxSent);
  });

  it('sends the code by SMS to a visitor who gave only a phone', async () => {
    const { client, visitId } = await agencyWithVisit({ email: null, phone: '+34 611 222 333' });
    const { body, path } = await openSheet(client, visitId);
    expect(body.sheet!.contact).toMatchObject({ kind: 'phone', masked: '••• ••• 333' });
    expect((await post(visitor(), path, { action: 'send' })).status).toBe(303);
    const [sms] = await t.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(1);
    expect(sms!.body).toMatch(/Inmobiliaria Peñalara, S\.L\. es \d{6}\./);
    expect(sms!.to.replace(/\D/g, '')).toBe('34611222333');
  });

  it('will not open a sheet without the agency identity or for a visit not confirmed', async () => {
    const owner = await ownerWithListings(t, 'Ático');
    const [lead] = await addLeads(t, owner.agencyId, owner.listings[0]!, [{}]);
    const id = randomUUID();
    await t.db.insert(visits).values({
      id,
      agencyId: owner.agencyId,
      listingId: owner.listings[0]!.id,
      leadId: lead!.id,
      startAt: new Date(),
      endAt: new Date(Date.now() + 1_800_000),
      status: 'requested',
      uid: `visit-${id}@localhost`,
      visitorName: 'Inés',
      visitorEmail: 'ines@example.net',
      manageTokenHash: randomUUID(),
    });
    expect((await sheetOf(owner.client, id)).draft.blocked).toBe(visitSheetTexts.missingIdentity);
    const res = await owner.client.post(visitSheetApi.sheetOf(id), { address: ADDRESS });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(visitSheetTexts.missingIdentity);
    await owner.client.request('/api/billing/details', { method: 'PUT', json: BILLING });
    expect((await sheetOf(owner.client, id)).draft.blocked).toBe(visitSheetTexts.notSignable);
    const requested = await owner.client.post(visitSheetApi.sheetOf(id), { address: ADDRESS });
    expect((await requested.json()).error.message).toBe(visitSheetTexts.notSignable);
    // A confirmed visit of a later day opens on its day.
    await t.db
      .update(visits)
      .set({
        status: 'confirmed',
        startAt: new Date(Date.now() + 3 * 86_400_000),
        endAt: new Date(Date.now() + 3 * 86_400_000 + 1_800_000),
      })
      .where(eq(visits.id, id));
    expect((await sheetOf(owner.client, id)).draft.blocked).toBe(visitSheetTexts.notStarted);
    expect(await t.db.select().from(visitSheets).where(eq(visitSheets.visitId, id))).toEqual([]);
  });
});
