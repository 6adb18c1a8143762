import { describe, expect, it } from 'vitest';
import { isSpaRoute, paths, reservedSlugs, safeRedirect } from './paths';

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
      '/dashboard',
      '/dashboard/',
      '/dashboard/settings',
    ]) {
      expect(isSpaRoute(p)).toBe(true);
    }
  });
  it('does not take unknown paths', () => {
    for (const p of ['/nope', '/auth/other', '/dashboard/x/y', '/api/me']) expect(isSpaRoute(p)).toBe(false);
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
