import { describe, expect, it } from 'vitest';
import { isSpaRoute, paths, reservedSlugs, route, safeRedirect, withQuery } from './paths';

describe('safeRedirect', () => {
  it('keeps same-origin paths', () => {
    expect(safeRedirect('/dashboard/settings?tab=1')).toBe('/dashboard/settings?tab=1');
  });
  it('refuses other origins and auth loops', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth/login?from=/x',
    ]) {
      expect(safeRedirect(bad)).toBe(paths.dashboard.home);
    }
    expect(safeRedirect(null)).toBe(paths.dashboard.home);
  });
});

describe('isSpaRoute', () => {
  it('knows the app routes, with or without a trailing slash', () => {
    for (const p of [
      '/',
      '/auth/login',
      '/auth/reset-password',
      paths.auth.invitation.pattern,
      '/dashboard',
      '/dashboard/',
      '/dashboard/settings',
      paths.debugDb,
    ]) {
      expect(isSpaRoute(p)).toBe(true);
    }
  });
  it('does not take unknown paths', () => {
    for (const p of ['/nope', '/auth/other', '/dashboard/x/y', '/api/me', '/debug/other'])
      expect(isSpaRoute(p)).toBe(false);
  });
});

describe('reserved slugs', () => {
  it('covers every first segment the app uses', () => {
    const firsts = [
      paths.features,
      paths.pricing,
      paths.auth.login,
      paths.dashboard.home,
      paths.debugDb,
      paths.listing('x'),
      paths.agency('x'),
      paths.ogImage('x'),
    ].map((p) => p.split('/')[1]!);
    for (const segment of [...firsts, 'api', 'q', 'qr-generator', 'healthz', 'readyz', 'assets', 'uploads']) {
      expect(reservedSlugs.has(segment)).toBe(true);
    }
  });
});

describe('route', () => {
  it('fills each :param in order, encoded, and keeps the pattern for the router', () => {
    const photo = route('/api/listings/:id/photos/:photoId');
    expect(photo('a b', 'c/d')).toBe('/api/listings/a%20b/photos/c%2Fd');
    expect(photo.pattern).toBe('/api/listings/:id/photos/:photoId');
    expect(paths.listing('piso-centro')).toBe('/l/piso-centro');
  });
});

describe('withQuery', () => {
  it('adds the query string only when there is one', () => {
    const list = withQuery('/api/things', (q: string) => new URLSearchParams(q ? { q } : {}));
    expect(list('a&b')).toBe('/api/things?q=a%26b');
    expect(list('')).toBe('/api/things');
    expect(list.pattern).toBe('/api/things');
  });
});
