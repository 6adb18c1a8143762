// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_LISTING_PHOTOS,
  DEMO_MEDIA_SIZE,
  DEMO_PHOTOS,
  demoMediaSources,
} from '../../../shared/demo-staging';
import type { Lang } from '../../../shared/lang';
import { BRAND_DEFAULTS, hydrationData, type MicrositePage } from '../../../shared/microsite';
import { MicrositeApp } from './microsite-app';

// The microsite runs on Preact here as in the browser (build/preact-compat.ts aliases `react`).
const lang = (l: Lang) => ({ lang: l, pinned: false });
const section = (root: ParentNode, id: string) => root.querySelector(`[aria-labelledby="${id}"]`);

/** The page the server draws, then the script taking it over with the data it is sent. */
async function serveAndHydrate(page: MicrositePage, l: Lang = 'es') {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<MicrositeApp initial={page} lang={lang(l)} />);
  document.body.append(root);
  const sent = JSON.parse(JSON.stringify(hydrationData(page))) as MicrositePage;
  await act(() => {
    hydrateRoot(root, <MicrositeApp initial={sent} lang={lang(l)} hydrating />);
  });
  return { root, sent };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a server-drawn listing page: the description travels once, hydration leaves static parts alone', () => {
  const page: Extract<MicrositePage, { kind: 'listing' }> = {
    kind: 'listing',
    listing: {
      slug: 'piso-en-ruzafa-x1y2z3',
      title: 'Piso con balcón en Ruzafa',
      price: 1200,
      address: 'Calle de Sueca',
      city: 'Valencia',
      lat: null,
      lng: null,
      specs: { sqm: 80, beds: 2, baths: 1, floor: '3.º', exterior: true },
      useCode: 'residencial',
      operation: 'rent',
      propertyType: 'piso',
      reference: 'VLC-7',
      description: `Piso luminoso con balcón a la calle.\nCocina reformada.\n\n${'Muy cerca del mercado de Ruzafa. '.repeat(30)}`,
      descriptionEn: 'A bright flat with a balcony over the street.\n\nClose to the Ruzafa market.',
      features: ['ascensor', 'balcon', 'aire'],
      facts: {
        usableSqm: 72,
        plotSqm: null,
        yearBuilt: 1962,
        condition: 'good',
        orientation: 'se',
        communityFees: 60,
        ibi: null,
        depositMonths: 2,
        availableFrom: null,
      },
      locationApproximate: true,
      energy: {
        status: 'certified',
        consumption: 'C',
        emissions: 'D',
        consumptionKwh: 98.4,
        emissionsKg: 21.3,
      },
      photos: DEMO_LISTING_PHOTOS.map((id) => ({
        id,
        alt: DEMO_PHOTOS[id].alt,
        width: DEMO_MEDIA_SIZE.width,
        height: DEMO_MEDIA_SIZE.height,
        sources: demoMediaSources(id),
      })),
    },
    agency: {
      slug: 'inmobiliaria-ruzafa',
      name: 'Inmobiliaria Ruzafa',
      city: 'Valencia',
      phone: '+34 600 000 000',
      email: 'hola@example.es',
      website: null,
      logoUrl: null,
      showContact: true,
      primaryColor: BRAND_DEFAULTS.primary,
      secondaryColor: BRAND_DEFAULTS.secondary,
    },
    agent: null,
    staging: [],
  };

  it('the data sent for hydration carries neither description', () => {
    expect(page.listing.description?.length).toBeGreaterThan(100);
    const sent = hydrationData(page);
    if (sent.kind !== 'listing') throw new Error('not a listing page');
    expect([sent.listing.description, sent.listing.descriptionEn]).toEqual([null, null]);
    // Nothing else is left out.
    expect({ ...sent, listing: { ...sent.listing, description: 1, descriptionEn: 1 } }).toEqual({
      ...page,
      listing: { ...page.listing, description: 1, descriptionEn: 1 },
    });
  });

  it('after hydration the static parts are exactly what the server drew (description, facts, costs, features, energy)', async () => {
    const ids = ['facts-title', 'costs-title', 'description-title', 'features-title', 'energy-title'];
    const drawnParts = (root: ParentNode) => ids.map((id) => section(root, id)?.outerHTML);
    const fromServer = document.createElement('div');
    fromServer.innerHTML = renderToString(<MicrositeApp initial={page} lang={lang('es')} />);
    const { root } = await serveAndHydrate(page);
    expect(drawnParts(fromServer).every(Boolean)).toBe(true);
    expect(drawnParts(root)).toEqual(drawnParts(fromServer));
    expect(section(root, 'description-title')?.textContent).toContain(page.listing.description!.slice(0, 30));
  });

  it('the rest of the page is live: Contactar opens the form, and the static parts survive the render', async () => {
    const { root } = await serveAndHydrate(page);
    const description = section(root, 'description-title');
    const dialog = () => root.querySelector('#contactar');
    const before = dialog()?.outerHTML;
    const contact = [...root.querySelectorAll<HTMLAnchorElement>('a[href="#contactar"]')].at(-1)!;
    await act(() => {
      contact.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(dialog()?.outerHTML).not.toBe(before);
    expect(section(root, 'description-title')).toBe(description);
    expect(description?.textContent).toContain(page.listing.description!.slice(0, 30));
  });

  it('a page drawn in the browser (no server markup) draws the description from its full data', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    await act(() => {
      render(<MicrositeApp initial={page} lang={lang('en')} />, root);
    });
    expect(section(root, 'description-title')?.textContent).toContain(
      page.listing.descriptionEn!.slice(0, 30),
    );
    expect(section(root, 'features-title')).not.toBeNull();
  });
});
