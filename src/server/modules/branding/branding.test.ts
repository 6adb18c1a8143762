import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysUnder, me, saveBranding, uploadLogo } from '../../../../test/support/branding';
import { makeJpeg, makeLogoPng } from '../../../../test/support/images';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { brandingApi, brandingTexts, MAX_LOGO_BYTES } from '../../../shared/branding';

// Settings and logo; the logo baked into photos is in branding-watermark.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('branding settings', () => {
  it('saves colours and switches, normalised, and shows them in /api/me', async () => {
    const { client } = await signedInOwner(t);
    expect((await me(client)).branding).toEqual({
      primary_color: '#e56665',
      secondary_color: '#1a1a1a',
      show_logo: true,
      show_contact: true,
      logo_url: null,
    });
    const res = await saveBranding(client, {
      primary_color: '#0A7E8C',
      secondary_color: ' 222 ',
      show_logo: false,
      show_contact: false,
    });
    expect(res.status).toBe(200);
    const expected = {
      primary_color: '#0a7e8c',
      secondary_color: '#222222',
      show_logo: false,
      show_contact: false,
    };
    expect((await res.json()).agency.branding).toMatchObject(expected);
    expect((await me(client)).branding).toMatchObject(expected);
  });

  it('refuses a bad colour in Spanish and stores nothing', async () => {
    const { client } = await signedInOwner(t);
    const before = await me(client);
    const res = await saveBranding(client, {
      primary_color: 'rojo',
      secondary_color: '#12345',
      show_logo: true,
      show_contact: true,
    });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      primary_color: brandingTexts.invalidColor,
      secondary_color: brandingTexts.invalidColor,
    });
    expect(await me(client)).toEqual(before);
  });
});

describe('logo', () => {
  it('normalises a PNG (alpha kept, ≤ 600 px, no metadata) under a content-hashed public key', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const input = await sharp(await makeLogoPng(1600, 800))
      .withExif({ IFD0: { Copyright: 'Agencia' } })
      .png()
      .toBuffer();
    const res = await uploadLogo(client, input);
    expect(res.status).toBe(200);
    const url: string = (await res.json()).agency.branding.logo_url;
    expect(url).toMatch(new RegExp(`^/uploads/agencies/${agencyId}/logo-[0-9a-f]{16}\\.png$`));
    expect((await me(client)).branding.logo_url).toBe(url);
    const served = await client.get(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 300, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('accepts a JPEG; replacing or removing the logo deletes the old file', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const first = await uploadLogo(client, await makeLogoPng());
    const firstUrl = (await first.json()).agency.branding.logo_url;
    const jpeg = await uploadLogo(client, await makeJpeg(300, 300), 'logo.jpg', 'image/jpeg');
    expect(jpeg.status).toBe(200);
    const secondUrl = (await jpeg.json()).agency.branding.logo_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect(keysUnder(t, `agencies/${agencyId}`)).toEqual([secondUrl.slice('/uploads/'.length)]);
    expect((await client.get(firstUrl)).status).toBe(404);

    const removed = await client.request(brandingApi.logo, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await removed.json()).agency.branding.logo_url).toBeNull();
    expect(keysUnder(t, `agencies/${agencyId}`)).toEqual([]);
  });

  it('refuses what is not a usable image, in Spanish, storing nothing', async () => {
    const { client, agencyId } = await signedInOwner(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>');
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('no soy un logo'), 'logo.png', 422, brandingTexts.notAnImage],
      [svg, 'logo.svg', 422, brandingTexts.notAnImage],
      [await makeLogoPng(20, 20), 'mini.png', 422, brandingTexts.logoTooSmall],
      [Buffer.alloc(MAX_LOGO_BYTES + 1024, 1), 'enorme.png', 413, brandingTexts.logoTooBig],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await uploadLogo(client, bytes, name);
      expect(res.status, name).toBe(status);
      expect((await res.json()).error.message, name).toBe(message);
    }
    const empty = await client.request(brandingApi.logo, { method: 'POST', body: new FormData() });
    expect((await empty.json()).error.message).toBe(brandingTexts.logoNoneChosen);
    expect(keysUnder(t, `agencies/${agencyId}`)).toEqual([]);
    expect((await me(client)).branding.logo_url).toBeNull();
  });

  it('only ever touches the caller’s own agency', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    await uploadLogo(a.client, await makeLogoPng());
    const before = await me(a.client);
    // Ids in the body are ignored: B changes B, and removing "the" logo removes B's (none).
    const saved = await saveBranding(b.client, {
      id: a.agencyId,
      agency_id: a.agencyId,
      primary_color: '#000000',
      secondary_color: '#ffffff',
      show_logo: false,
      show_contact: false,
    });
    expect((await saved.json()).agency.id).toBe(b.agencyId);
    await b.client.request(brandingApi.logo, { method: 'DELETE' });
    await uploadLogo(b.client, await makeLogoPng(300, 300, '#1f4fd1'));
    expect(await me(a.client)).toEqual(before);
    expect(keysUnder(t, `agencies/${a.agencyId}`)).toHaveLength(1);
    const anonymous = await uploadLogo(t.client(), await makeLogoPng());
    expect(anonymous.status).toBe(401);
  });
});
