import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  createPageStore,
  type Owned,
  plainHtml,
  RERENDER_MAX_WAIT_MS,
  RERENDER_QUIET_MS,
  toRenderedPage,
  toStoredPage,
} from './page-cache';

const owned = <T>(value: T, agencyId: string | null = 'a1'): Owned<T> => ({ value, agencyId });

describe('the stored pages', () => {
  it('lets concurrent requests for a page share one render, then keeps it until its agency changes', async () => {
    const store = createPageStore({ enabled: true });
    let renders = 0;
    const build = async () => {
      renders++;
      await Promise.resolve();
      return owned(`<p>${renders}</p>`);
    };
    const pages = await Promise.all(Array.from({ length: 50 }, () => store.get('/l/a', build)));
    expect(renders).toBe(1);
    expect(new Set(pages)).toEqual(new Set(['<p>1</p>']));
    expect(await store.get('/l/a', build)).toBe('<p>1</p>');
    expect(store.peek('/l/a')).toBe('<p>1</p>');
    await store.get('/l/b', async () => owned('<p>de otra</p>', 'a2'));

    store.invalidate(['a2']);
    expect(store.peek('/l/a')).toBe('<p>1</p>');
    expect(store.peek('/l/b')).toBeUndefined();

    store.invalidate(['a1']);
    expect(store.peek('/l/a')).toBeUndefined();
    // Rendered again in the background, before anyone asks.
    await store.settled();
    expect(store.peek('/l/a')).toBe('<p>2</p>');
    expect(renders).toBe(2);
  });

  it('renders an agency in a burst of changes again once it is quiet, or every few seconds while it lasts', async () => {
    vi.useFakeTimers();
    try {
      const store = createPageStore({ enabled: true });
      let renders = 0;
      const build = async () => owned(`<p>${++renders}</p>`);
      await store.get('/l/a', build);
      await store.get('/l/b', async () => owned('<p>otra</p>', 'a2'));
      // A lone change: rendered again at once, as before.
      store.invalidate(['a1']);
      await vi.advanceTimersByTimeAsync(1);
      expect(store.peek('/l/a')).toBe('<p>2</p>');

      // An import: a change every 300 ms for 3 s. No render during it, then one.
      for (let t = 0; t < 10; t++) {
        await vi.advanceTimersByTimeAsync(300);
        store.invalidate(['a1']);
        expect(store.peek('/l/a')).toBeUndefined();
      }
      expect(renders).toBe(2);
      await vi.advanceTimersByTimeAsync(RERENDER_QUIET_MS + 1);
      expect(store.peek('/l/a')).toBe('<p>3</p>');
      expect(store.peek('/l/b')).toBe('<p>otra</p>'); // another agency's pages stay as they were

      // A long burst: rendered every RERENDER_MAX_WAIT_MS all the same.
      await vi.advanceTimersByTimeAsync(RERENDER_QUIET_MS + 1);
      const before = renders;
      const steps = (3 * RERENDER_MAX_WAIT_MS) / 250;
      for (let t = 0; t < steps; t++) {
        await vi.advanceTimersByTimeAsync(250);
        store.invalidate(['a1']);
      }
      expect(renders - before).toBeGreaterThanOrEqual(3);
      expect(renders - before).toBeLessThanOrEqual(4);
      // settled() waits for the render the burst holds back.
      const settled = store.settled();
      await vi.advanceTimersByTimeAsync(RERENDER_QUIET_MS + 1);
      await settled;
      expect(store.peek('/l/a')).toBe(`<p>${renders}</p>`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops pages of no agency (a 404, an old address) on any change', async () => {
    const store = createPageStore({ enabled: true });
    await store.get('/l/borrador', async () => owned('no disponible', null));
    store.invalidate(['cualquiera']);
    expect(store.peek('/l/borrador')).toBeUndefined();
    await store.settled();
    expect(store.peek('/l/borrador')).toBeUndefined();
  });

  it('renders every time when turned off, and does not keep failures', async () => {
    let renders = 0;
    const off = createPageStore({ enabled: false });
    const build = async () => owned(`<p>${++renders}</p>`);
    await off.get('/l/a', build);
    await off.get('/l/a', build);
    expect(renders).toBe(2);
    expect(off.peek('/l/a')).toBeUndefined();

    const on = createPageStore({ enabled: true });
    await expect(on.get('/l/x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await on.get('/l/x', build)).toBe('<p>3</p>');
  });

  it('does not keep a render that began before a change (it renders it again), nor anything after clearAll()', async () => {
    const store = createPageStore({ enabled: true });
    await store.get('/agency/vieja', async () => owned('vieja'));
    let finish: (v: Owned<string>) => void = () => {};
    let renders = 0;
    const slow = store.get('/agency/nueva', () => {
      renders += 1;
      return renders === 1
        ? new Promise<Owned<string>>((r) => (finish = r))
        : Promise.resolve(owned('actual'));
    });
    store.invalidate(['a1']);
    finish(owned('antigua'));
    expect(await slow).toBe('antigua');
    expect(store.peek('/agency/nueva')).not.toBe('antigua');
    await store.settled();
    expect(store.peek('/agency/nueva')).toBe('actual');
    store.clearAll();
    expect(store.size).toBe(0);
    expect(await store.get('/agency/vieja', async () => owned('movida'))).toBe('movida');
  });

  it('stores gzip and brotli of the same bytes and a strong ETag, without the HTML', async () => {
    const html = '<!doctype html><title>Ático</title>';
    const page = await toStoredPage(html, 404);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br!).toString('utf8')).toBe(html);
    expect(page.html).toBeNull();
    expect(plainHtml(page).toString('utf8')).toBe(html);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
    expect(page.etag).toBe(toRenderedPage(html, 404).etag);
    expect(page.status).toBe(404);
  });
});
