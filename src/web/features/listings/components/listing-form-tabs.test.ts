// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionTabs } from './listing-form-tabs';
import type { SectionId } from './listing-form-values';

afterEach(cleanup);

// jsdom does not lay out: the tab row's scrolling is Chromium's (test/e2e/listings.test.ts).
Element.prototype.scrollIntoView = () => {};

function renderTabs(active: SectionId, withErrors: SectionId[] = []) {
  const onSelect = vi.fn();
  const view = render(createElement(SectionTabs, { base: 'f', active, withErrors, onSelect }));
  return { ...view, onSelect };
}

describe('the form sections as tabs', () => {
  it('one tab per section, the open one selected and the only one in the tab order', () => {
    const { getAllByRole } = renderTabs('costs');
    const tabs = getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Básico',
      'Descripción',
      'Características',
      'Costes',
      'Ubicación',
      'Certificado energético',
    ]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0, -1, -1]);
    expect(tabs[3]?.getAttribute('aria-controls')).toBe('f-panel-costs');
  });

  it('arrow keys, Home and End move between sections, round the ends', () => {
    const { getByRole, onSelect } = renderTabs('basic');
    const list = getByRole('tablist', { name: 'Secciones del anuncio' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: 'a' });
    expect(onSelect.mock.calls.map(([s]) => s)).toEqual([
      'description',
      'energy',
      'description',
      'energy',
      'basic',
    ]);
  });

  it('marks the sections with a field to correct, for eyes and screen readers', () => {
    const { getByRole } = renderTabs('basic', ['costs', 'energy']);
    expect(getByRole('tab', { name: /^Costes\s?\(con errores\)$/ }).dataset.error).toBe('true');
    expect(getByRole('tab', { name: /^Certificado energético\s?\(con errores\)$/ })).toBeTruthy();
    expect(getByRole('tab', { name: 'Básico' }).dataset.error).toBeUndefined();
  });
});
