import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentMember } from '../../../../test/support/agents';
import {
  addLeads as add,
  type LeadSeed,
  listLeadsAs as list,
  ownerWithListings,
  type TestListing,
} from '../../../../test/support/leads';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { listings as listingsTable } from '../../db/schema';
import type { StoredLeadPayload } from '../lead-delivery/lead-listing';
import { exportLeadsCsv } from './export-leads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownerWith = (...titles: string[]) => ownerWithListings(t, ...titles);
const addLeads = (agencyId: string, listing: TestListing, seeds: LeadSeed[]) =>
  add(t, agencyId, listing, seeds);

describe('GET /api/leads/export.csv', () => {
  it('is CSV for Spanish Excel: BOM, semicolons, CRLF, es-ES Madrid dates, escaped and defused cells', async () => {
    const { client, agencyId, listings } = await ownerWith('Ático en Málaga', 'Se borrará');
    const [atico, gone] = listings as [TestListing, TestListing];
    await addLeads(agencyId, atico, [
      {
        firstName: 'Begoña',
        lastName: 'O"Neil; Pérez',
        createdAt: new Date('2025-01-15T23:30:00Z'),
        useCode: 'residencial',
        roomCode: 'cocina',
        styleCode: 'boho',
      },
      {
        firstName: '=HYPERLINK("http://x.example","clic")',
        lastName: '@SUM(1+1)',
        email: null,
        phone: '+34612345678',
        channel: 'whatsapp',
        status: 'closed',
        createdAt: new Date('2025-07-01T10:05:00Z'),
      },
    ]);
    await addLeads(agencyId, gone, [{ firstName: 'Huérfano', createdAt: new Date('2025-03-02T08:00:00Z') }]);
    expect((await client.request(`/api/listings/${gone.id}`, { method: 'DELETE' })).status).toBe(204);

    const res = await client.get('/api/leads/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'Fecha;Nombre;Apellidos;E-mail;Teléfono;Canal;Estado;Inmueble;Referencia;Operación;Tipo;Precio;Dirección;Uso;Estancia;Estilo;Atiende',
      `01/07/2025 12:05;"'=HYPERLINK(""http://x.example"",""clic"")";'@SUM(1+1);;'+34612345678;WhatsApp;Cerrado;Ático en Málaga;;Venta;Piso;Precio a consultar;Calle Mayor 1, Madrid;;;;`,
      // A lead from before the listing facts were kept, whose listing is gone: every listing was a sale.
      '02/03/2025 09:00;Huérfano;García;ana@example.es;;E-mail;Nuevo;Se borrará;;Venta;;Precio a consultar;Calle Mayor 1, Madrid;;;;',
      '16/01/2025 00:30;Begoña;"O""Neil; Pérez";ana@example.es;;E-mail;Nuevo;Ático en Málaga;;Venta;Piso;Precio a consultar;Calle Mayor 1, Madrid;Residencial;Cocina;Boho;',
    ]);

    // The page shows the deleted listing's lead with the title and address it kept.
    const page = await list(client, '?q=huerfano');
    expect(page.leads[0]!.listing).toEqual({
      id: null,
      title: 'Se borrará',
      slug: null,
      address: 'Calle Mayor 1, Madrid',
      city: null,
      published: false,
      deleted: true,
      operation: 'sale',
      propertyType: null,
      reference: null,
      price: null,
    });
    const filtered = await (await client.get('/api/leads/export.csv?status=closed')).text();
    expect(filtered.split('\r\n')).toHaveLength(3);
    expect((await client.get('/api/leads/export.csv?q=bego%C3%B1a')).status).toBe(200);
  });

  it('names who handles each lead in "Atiende": the assigned agent, empty for the agency, defused', async () => {
    const { client, agencyId, listings } = await ownerWith('Con agente', 'Sin agente', 'Agente raro');
    const [withAgent, withoutAgent, odd] = listings as [TestListing, TestListing, TestListing];
    const lucia = await createAgentMember(t.db, agencyId, { name: 'Lucía Ruiz; "de Ruzafa"' });
    const formula = await createAgentMember(t.db, agencyId, { name: '=1+1' });
    const assign = (listingId: string, memberId: string) =>
      t.db.update(listingsTable).set({ assignedMemberId: memberId }).where(eq(listingsTable.id, listingId));
    await assign(withAgent.id, lucia.memberId);
    await assign(odd.id, formula.memberId);
    await addLeads(agencyId, withAgent, [{ firstName: 'Uno', createdAt: new Date('2025-05-03T10:00:00Z') }]);
    await addLeads(agencyId, withoutAgent, [
      { firstName: 'Dos', createdAt: new Date('2025-05-02T10:00:00Z') },
    ]);
    await addLeads(agencyId, odd, [{ firstName: 'Tres', createdAt: new Date('2025-05-01T10:00:00Z') }]);

    const text = await (await client.get('/api/leads/export.csv')).text();
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows.map((r) => r.split(';')[1])).toEqual(['Uno', 'Dos', 'Tres']);
    expect(rows[0]).toMatch(
      /;Con agente;;Venta;Piso;Precio a consultar;Calle Mayor 1, Madrid;;;;"Lucía Ruiz; ""de Ruzafa"""$/,
    );
    expect(rows[1]).toMatch(/;Sin agente;;Venta;Piso;Precio a consultar;Calle Mayor 1, Madrid;;;;$/);
    expect(rows[2]).toMatch(/;Agente raro;;Venta;Piso;Precio a consultar;Calle Mayor 1, Madrid;;;;'=1\+1$/);
  });

  it('gives each lead its listing\'s reference, operation, type and price, "/mes" for a rent', async () => {
    const { client, agencyId, listings } = await ownerWith(
      'Ático en alquiler',
      'Chalet',
      'Estudio alquilado',
    );
    const [atico, chalet, estudio] = listings as [TestListing, TestListing, TestListing];
    const set = (id: string, values: Partial<typeof listingsTable.$inferInsert>) =>
      t.db.update(listingsTable).set(values).where(eq(listingsTable.id, id));
    await set(atico.id, { operation: 'rent', propertyType: 'atico', reference: 'AT-7', price: 1200 });
    await set(chalet.id, { propertyType: 'casa', reference: '=1+1', price: 245_000 });
    await addLeads(agencyId, atico, [{ firstName: 'Uno', createdAt: new Date('2025-05-03T10:00:00Z') }]);
    await addLeads(agencyId, chalet, [{ firstName: 'Dos', createdAt: new Date('2025-05-02T10:00:00Z') }]);
    // A lead that kept its listing's ad, whose listing was deleted since.
    const kept: StoredLeadPayload = {
      listing_title: 'Estudio alquilado',
      listing_address: 'Calle Mayor 1, Madrid',
      listing_operation: 'rent',
      listing_type: 'estudio',
      listing_reference: 'ES-3',
      listing_price: 950,
      user_agent: null,
      contact_method: 'email',
      timestamp: new Date().toISOString(),
    };
    await addLeads(agencyId, estudio, [
      { firstName: 'Tres', payload: kept, createdAt: new Date('2025-05-01T10:00:00Z') },
    ]);
    expect((await client.request(`/api/listings/${estudio.id}`, { method: 'DELETE' })).status).toBe(204);

    const text = await (await client.get('/api/leads/export.csv')).text();
    const cells = text
      .split('\r\n')
      .slice(1, -1)
      .map((r) => r.split(';').slice(7, 12));
    expect(cells).toEqual([
      ['Ático en alquiler', 'AT-7', 'Alquiler', 'Ático', '1.200\u00a0€/mes'],
      ['Chalet', "'=1+1", 'Venta', 'Casa o chalet', '245.000\u00a0€'],
      ['Estudio alquilado', 'ES-3', 'Alquiler', 'Estudio', '950\u00a0€/mes'],
    ]);
  });

  it('reads in batches and gives the same file', async () => {
    const { agencyId, listings } = await ownerWith('Lotes');
    await addLeads(
      agencyId,
      listings[0]!,
      Array.from({ length: 23 }, (_, i) => ({ firstName: `B${i}` })),
    );
    const read = async (batchSize: number) =>
      new Response(await exportLeadsCsv({ db: t.db, agencyId, filters: {}, batchSize })).text();
    const whole = await read(1000);
    expect(whole.split('\r\n')).toHaveLength(25);
    expect(await read(5)).toBe(whole);
  });
});
