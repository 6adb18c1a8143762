// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingView } from '../../../../shared/listings';
import { OLD_SALE, RENTAL } from '../test-listings';
import { ListingCard } from './listing-card';

afterEach(cleanup);

function renderCard(listing: ListingView) {
  const card = createElement(ListingCard, { listing, onEdit: () => {}, onPhotos: () => {}, qrButton: null });
  const { getByRole } = render(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, card),
    ),
  );
  return within(getByRole('article', { name: listing.title }));
}

describe('listing card', () => {
  it('says what is offered: operation, type, reference and a rent as "/mes"', () => {
    const card = renderCard(RENTAL);
    expect(card.getByTestId('listing-kind').textContent).toBe('Alquiler · Piso · Ref. MAD-ALQ-7');
    expect(card.getByText('1.200 €/mes')).toBeTruthy();
    expect(card.queryByText('Publicado sin certificado energético')).toBeNull();
  });

  it('a sale without price or reference: "Precio a consultar", no "Ref."', () => {
    const card = renderCard({
      ...OLD_SALE,
      energy: { status: 'exempt' },
      propertyType: 'atico',
      price: null,
    });
    expect(card.getByTestId('listing-kind').textContent).toBe('Venta · Ático');
    expect(card.getByText('Precio a consultar')).toBeTruthy();
    expect(card.queryByText(/Ref\./)).toBeNull();
    renderCard({ ...OLD_SALE, title: 'Con precio', price: 245000 }).getByText('245.000 €');
  });

  it('warns about a dwelling published without its energy certificate (data from before the rule) only', () => {
    expect(renderCard(OLD_SALE).queryByText('Publicado sin certificado energético')).toBeTruthy();
    const draft = { ...OLD_SALE, title: 'Borrador', published: false };
    expect(renderCard(draft).queryByText('Publicado sin certificado energético')).toBeNull();
    const shop = { ...OLD_SALE, title: 'Local', useCode: 'comercial' as const, propertyType: 'local' };
    expect(renderCard(shop).queryByText('Publicado sin certificado energético')).toBeNull();
  });

  it('asks before deleting, naming the listing', async () => {
    const card = renderCard(RENTAL);
    fireEvent.click(card.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`¿Estás seguro de que quieres eliminar «${RENTAL.title}»?`)).toBeTruthy();
  });
});
