import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A render asked for through the API as a signed-in member (a page's `request`), with the local
 * provider: waits for it to complete and approves its variant, so the microsite shows it.
 */
export async function approvedRender(
  request: APIRequestContext,
  opts: {
    origin: string;
    listingId: string;
    photoId: string;
    room: string;
    /** Furnishing's style; the other modes take none. */
    style?: string;
    /** The render's mode (`{ mode: 'empty' }`…); none: furnishing. */
    mode?: Record<string, unknown>;
  },
): Promise<void> {
  const { origin } = opts;
  const res = await request.post(`/api/listings/${opts.listingId}/renders`, {
    headers: { origin },
    data: { photoId: opts.photoId, use: 'residencial', room: opts.room, style: opts.style, mode: opts.mode },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { render } = await res.json();
  let variantId: string | null = null;
  await expect
    .poll(
      async () => {
        const state = (await (await request.get(`/api/renders/${render.id}`)).json()).render;
        variantId = state.variantId;
        return state.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  const approve = await request.patch(`/api/variants/${variantId}`, {
    headers: { origin },
    data: { approved: true },
  });
  expect(approve.status()).toBe(200);
}
