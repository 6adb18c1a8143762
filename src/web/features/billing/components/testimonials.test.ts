// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { customerQuotes, exampleUseCases } from '../testimonials-content';
import { Testimonials } from './testimonials';

afterEach(cleanup);

describe('the testimonials block of /pricing and the plan page', () => {
  it('has no customer quotes until real ones with consent exist, and then shows examples said to be examples', () => {
    expect(customerQuotes).toEqual([]);
    render(createElement(Testimonials));
    const block = screen.getByRole('region', { name: exampleUseCases.title });
    expect(within(block).getByText(exampleUseCases.note)).toBeTruthy();
    expect(within(block).getAllByText('Ejemplo')).toHaveLength(exampleUseCases.items.length);
    // No quote, no person: nothing reads as a customer's review.
    expect(block.querySelector('blockquote, figcaption')).toBeNull();
    expect(block.textContent).not.toMatch(/Lucía|Fernández|Fincas Albero|Directora|Socia|Agente,/);
    expect(screen.queryByText('Lo que dicen las agencias')).toBeNull();
  });

  it('shows real quotes with the name and role the customer agreed to', () => {
    render(
      createElement(Testimonials, {
        quotes: [
          {
            quote: 'Nos llegan contactos con la oficina cerrada.',
            name: 'Ana Pérez',
            role: 'Directora, Inmobiliaria Real (Teruel)',
            consentDate: '2026-11-20',
          },
        ],
      }),
    );
    const block = screen.getByRole('region', { name: 'Lo que dicen las agencias' });
    expect(within(block).getByText('Nos llegan contactos con la oficina cerrada.')).toBeTruthy();
    expect(within(block).getByText('Ana Pérez')).toBeTruthy();
    expect(within(block).queryByText(exampleUseCases.note)).toBeNull();
  });
});
