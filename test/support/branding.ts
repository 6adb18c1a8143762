import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { brandingApi } from '../../src/shared/branding';
import { listingsApi, type PhotoView } from '../../src/shared/listings';
import { api } from '../../src/shared/paths';
import type { TestApp, TestClient } from './test-app';

// Branding and watermark tests: stored files, uploads and served pixels.

/** Stored files (keys) under a prefix of the local storage. */
export function keysUnder(t: TestApp, prefix: string): string[] {
  const uploadsDir = join(t.deps.env.DATA_DIR, 'uploads');
  const dir = join(uploadsDir, prefix);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => relative(uploadsDir, join(d.parentPath, d.name)))
    .sort();
}

export function postFile(client: TestClient, path: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return client.request(path, { method: 'POST', body: form });
}
export const uploadLogo = (client: TestClient, bytes: Buffer, name = 'logo.png', type = 'image/png') =>
  postFile(client, brandingApi.logo, bytes, name, type);
export const me = async (client: TestClient) => (await (await client.get(api.me)).json()).agency;
export const saveBranding = (client: TestClient, json: unknown) =>
  client.request(brandingApi.branding, { method: 'PUT', json });

export async function listingWithPhoto(client: TestClient, bytes: Buffer) {
  const { listing } = await (
    await client.post(listingsApi.list, { energyStatus: 'in_progress', title: 'Piso en Ruzafa' })
  ).json();
  const res = await postFile(client, listingsApi.photos(listing.id), bytes, 'foto.jpg', 'image/jpeg');
  expect(res.status).toBe(201);
  return { listingId: listing.id as string, photo: (await res.json()).photo as PhotoView };
}

/** RGB of one pixel of a served image. */
export async function pixelAt(client: TestClient, url: string, x: number, y: number) {
  const bytes = Buffer.from(await (await client.get(url)).arrayBuffer());
  return [
    ...(await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
  ];
}
