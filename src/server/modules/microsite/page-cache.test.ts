import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, createPageCaches, toRenderedPage } from './page-cache';

describe('the rendered page cache', () => {
  it('lets concurrent requests for a page share one render, then reuses it until it expires', async () => {
    vi.useFakeTimers();
    try {
      const cached = createPageCache(1000);
      let renders = 0;
      const build = async () => {
        renders++;
        await Promise.resolve();
        return toRenderedPage(`<p>${renders}</p>`, 200);
      };
      const pages = await Promise.all(Array.from({ length: 50 }, () => cached('/l/a', build)));
      expect(renders).toBe(1);
      expect(new Set(pages.map((p) => p.html))).toEqual(new Set(['<p>1</p>']));
      await cached('/l/a', build);
      expect(renders).toBe(1);
      await cached('/l/b', build);
      expect(renders).toBe(2);
      vi.advanceTimersByTime(1001);
      expect((await cached('/l/a', build)).html).toBe('<p>3</p>');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders every time when turned off, and does not keep failures', async () => {
    let renders = 0;
    const off = createPageCache(0);
    const build = async () => toRenderedPage(`<p>${++renders}</p>`, 200);
    await off('/l/a', build);
    await off('/l/a', build);
    expect(renders).toBe(2);

    const on = createPageCache(1000);
    await expect(on('/l/x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await on('/l/x', build)).html).toBe('<p>3</p>');
  });

  it('forgets every page on clear(), including a render that was under way', async () => {
    const caches = createPageCaches(60_000);
    const a = caches.create<string>();
    const b = caches.create<string>();
    await a('/agency/vieja', async () => 'vieja');
    await b('/vieja/piso', async () => 'piso');
    let finish: (v: string) => void = () => {};
    const slow = a('/agency/nueva', () => new Promise<string>((r) => (finish = r)));
    caches.clearAll();
    finish('no encontrada');
    expect(await slow).toBe('no encontrada');
    expect(await a('/agency/vieja', async () => 'movida')).toBe('movida');
    expect(await b('/vieja/piso', async () => 'movido')).toBe('movido');
    // The render that began before clear() was not kept.
    expect(await a('/agency/nueva', async () => 'encontrada')).toBe('encontrada');
  });

  it('keeps a gzip of the same bytes and a strong ETag', () => {
    const page = toRenderedPage('<!doctype html><title>Ático</title>', 404);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(page.html);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
    expect(page.status).toBe(404);
  });
});
