// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

afterEach(cleanup);

describe('the 404 page', () => {
  it("keeps the spec's English heading, marked as English, with a Spanish line under it", () => {
    render(createElement(MemoryRouter, null, createElement(NotFoundPage)));
    const heading = screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(
      screen.getByText('Página no encontrada: la dirección que buscas no existe o se ha movido.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});
