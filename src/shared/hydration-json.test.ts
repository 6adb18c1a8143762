import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packSources, parseHydration, stringifyHydration } from './hydration-json';

const photo = (id: string) => ({
  id,
  alt: `Salón ${id}`,
  width: 2400,
  height: 1600,
  sources: [160, 480, 768, 960, 1600].map((w) => ({
    url: `/uploads/listings/490c3bb4-b7a1-44b3-b033-ce22d7b4c553/${id}-b5be38e9e984ba96-${w}.webp`,
    width: w,
    height: Math.round((w * 2) / 3),
  })),
});

describe('hydration data in the page', () => {
  it('packs each photo’s sources and gives back exactly what went in', () => {
    const page = {
      kind: 'listing',
      listing: {
        title: 'Ático </script> 1600',
        photos: ['94c1c994-8203-47e7-bf10-9269ab44e0e8', '4868914f-0220-4c75-8b6b-c63878266729'].map(photo),
      },
      agency: { logo: { sources: [{ url: 'https://cdn.example/logo-96.png', width: 96, height: 96 }] } },
    };
    const json = stringifyHydration(page);
    expect(parseHydration(json)).toEqual(page);
    expect(json).not.toContain('-480.webp');
    // Smaller on the wire than the plain JSON, compressed as the page is.
    expect(gzipSync(json).length).toBeLessThan(gzipSync(JSON.stringify(page)).length);
  });

  it('keeps a list whose URLs do not follow one pattern as it is', () => {
    const mixed = [
      { url: '/a/x-160.webp', width: 160, height: 107 },
      { url: '/b/y-480.webp', width: 480, height: 320 },
    ];
    expect(packSources(mixed)).toBeNull();
    expect(packSources([{ url: '/a/no-width.webp', width: 160, height: 107 }])).toBeNull();
    expect(packSources([{ url: '/a/x-160.webp', width: '160', height: 107 }])).toBeNull();
    expect(packSources([])).toBeNull();
    const data = { photos: [{ sources: mixed }], other: { sources: 'text' } };
    const json = stringifyHydration(data);
    expect(JSON.parse(json)).toEqual(data);
    expect(parseHydration(json)).toEqual(data);
  });

  it('a width that also appears earlier in the URL is split at its last place', () => {
    const sources = [480, 960].map((w) => ({ url: `/uploads/480/p-${w}.webp`, width: w, height: w / 2 }));
    expect(packSources(sources)).toEqual({ u: ['/uploads/480/p-', '.webp'], w: [480, 240, 960, 480] });
    expect(parseHydration(stringifyHydration({ sources }))).toEqual({ sources });
  });
});
