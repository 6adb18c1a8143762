import type { AgencyFilterState, AgencyPublished } from './agency-filters';
import { countFormat, formatListingPrice, lazyFormat, priceFormat } from './format';
import type { Lang, Translation } from './lang';
import type { Operation } from './listing-catalog';
import type { ListingView, PhotoSource } from './listings';
import { route } from './paths';
import type { PublicVariantView } from './staging';
import type { VisitBookingPage } from './visit-booking';

const esDate = lazyFormat(
  () => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** Spanish texts of the public microsite and agency page (verbatim where quoted: decision 017 → Language and texts). */
export const micrositeTexts = {
  loading: 'Cargando propiedad...',
  unavailable: 'Este inmueble no está disponible',
  unavailableBody: 'Puede que ya se haya vendido o alquilado, o que la agencia lo haya retirado.',
  backHome: 'Volver al inicio',
  agencyNotFound: 'Agencia no encontrada',
  agencyNotFoundBody: 'La agencia que buscas no existe o ha sido eliminada.',
  /** What a scanned QR code says when it leads to no published listing (unknown, draft or deleted). */
  qr: {
    lead: 'Este código QR no está vinculado a ningún inmueble publicado.',
    body: 'Puede que ya se haya vendido o alquilado, que la agencia lo haya retirado o que todavía no lo haya publicado.',
    whatNow: 'Qué puedes hacer',
    askAgency: 'Contacta con la agencia que aparece en el cartel: te dirá si el inmueble sigue disponible.',
    tryLater: 'Si el cartel es nuevo, vuelve a escanearlo dentro de un rato.',
    agencyListings: (name: string) => `Ver los inmuebles de ${name}`,
  },
  /** A listing's "no disponible" page when its agency is known: what else the agency offers. */
  otherListings: (name: string) => `Otros inmuebles de ${name}`,
  noListings: 'No hay propiedades disponibles en este momento',
  priceOnRequest: 'Precio a consultar',
  /** A listing's price with its operation: `245.000 €`, `1.200 €/mes`. */
  listingPrice: (price: number, operation: Operation) => formatListingPrice(price, operation, 'es') ?? '',
  /** Under the title: 'Piso en alquiler', 'Local en venta'. */
  kindLine: (type: string, operation: Operation) =>
    `${type} en ${operation === 'rent' ? 'alquiler' : 'venta'}`,
  reference: (ref: string) => `Ref. ${ref}`,
  keyFacts: 'Datos clave',
  sqm: 'Superficie construida',
  beds: 'Habitaciones',
  baths: 'Baños',
  floor: 'Planta',
  exterior: 'Exterior',
  location: 'Ubicación',
  openMap: 'Abrir en el mapa',
  contact: 'Contacto',
  /** The link to the listing's "Pedir visita" page (issue 30). */
  bookVisit: 'Pedir visita',
  call: 'Llamar',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  website: 'Sitio web',
  gallery: 'Fotos del inmueble',
  previous: 'Foto anterior',
  next: 'Foto siguiente',
  photoOf: (n: number, total: number) => `Foto ${n} de ${total}`,
  noPhotos: 'Este inmueble todavía no tiene fotos.',
  listingsOf: (name: string) => `Inmuebles de ${name}`,
  close: 'Cerrar',
  poweredBy: 'Microsite creado con Escaparate',
  whatsappMessage: (title: string) => `Hola, me interesa el inmueble «${title}» que he visto en Escaparate.`,
  footer: {
    terms: 'Términos',
    privacy: 'Privacidad',
    cookies: 'Cookies',
    legalNotice: 'Aviso legal',
    contact: 'Contacto',
  },
  price: 'Precio',
  formatPrice: (n: number) => priceFormat.format(n),
  formatCount: (n: number) => countFormat.format(n),
  yes: 'Sí',
  facts: {
    more: 'Más datos',
    usableSqm: 'Superficie útil',
    plotSqm: 'Parcela',
    yearBuilt: 'Año de construcción',
    condition: 'Estado',
    orientation: 'Orientación',
    pricePerSqm: 'Precio por m²',
    area: (n: string) => `${n} m²`,
    perSqm: (amount: string) => `${amount}/m²`,
  },
  costs: {
    title: 'Costes',
    communityFees: 'Gastos de comunidad',
    ibi: 'IBI',
    deposit: 'Fianza',
    availableFrom: 'Disponible desde',
    perMonth: (amount: string) => `${amount}/mes`,
    perYear: (amount: string) => `${amount}/año`,
    months: (n: number) => `${n} ${n === 1 ? 'mes' : 'meses'}`,
    /** "2025-09-01" → "1 de septiembre de 2025". */
    date: (iso: string) => esDate.format(new Date(`${iso}T00:00:00Z`)),
  },
  description: 'Descripción',
  readMore: 'Leer más',
  readLess: 'Leer menos',
  features: 'Características',
  moreListings: (name: string) => `${name}: más inmuebles`,
  thumbnails: 'Miniaturas',
  carousel: 'carrusel',
  loadingPage: 'Cargando...',
  bedsShort: (n: number) => `${n} hab.`,
  bedsCount: (n: number) => `${n} ${n === 1 ? 'habitación' : 'habitaciones'}`,
  bathsCount: (n: number) => `${n} ${n === 1 ? 'baño' : 'baños'}`,
  photoAlt: (title: string, n: number) => `${title}: foto ${n}`,
  agencyTitle: (name: string, city: string | null) => `${name} · Inmuebles${city ? ` en ${city}` : ''}`,
  listingDescription: (facts: string, agency: string) =>
    `${facts}. Fotos, ubicación y contacto con ${agency}.`,
  agencyDescription: (n: number, name: string, city: string | null) =>
    `${n} ${n === 1 ? 'inmueble disponible' : 'inmuebles disponibles'} de ${name}${city ? ` en ${city}` : ''}.`,
  language: 'Idioma',
  demo: {
    lead: 'Esto es una demostración:',
    body: 'un local de ejemplo con imágenes ilustradas, y el formulario no envía nada.',
    signUp: 'Crea tu cuenta',
    or: 'o',
    plans: 'mira los planes',
  },
} as const;

export type MicrositeTexts = Translation<typeof micrositeTexts>;

/** Agency branding defaults (decision 017 → Branding): microsite primary/secondary, agency page colour. */
export const BRAND_DEFAULTS = { primary: '#e56665', secondary: '#1A1A1A', agencyPage: '#00b7a0' } as const;

export interface PublicPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
  sources: PhotoSource[];
}

export interface PublicAgency {
  slug: string;
  name: string;
  city: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Only when the agency shows its logo. */
  logoUrl: string | null;
  /** false hides the contact block (show_contact). */
  showContact: boolean;
  primaryColor: string;
  secondaryColor: string;
}

/** The agent who handles a listing, shown in its contact block instead of the agency's phone. */
export interface PublicAgent {
  name: string;
  phone: string | null;
  /** The number their WhatsApp link opens, when it is not the phone. */
  whatsapp: string | null;
}

/** The public part of a listing: what its microsite shows, nothing of the dashboard. */
export type PublicListing = Pick<
  ListingView,
  | 'slug'
  | 'title'
  | 'price'
  | 'address'
  | 'city'
  | 'lat'
  | 'lng'
  | 'specs'
  | 'useCode'
  | 'energy'
  | 'operation'
  | 'propertyType'
  | 'reference'
  | 'description'
  | 'descriptionEn'
  | 'features'
  | 'facts'
> & {
  photos: PublicPhoto[];
  /**
   * true: `lat`/`lng` are the centre of an area (the agency shows the street or the zone only),
   * never the exact point; the map draws an area, not a pin. `address` is already cut the same way.
   */
  locationApproximate: boolean;
};

/** A card of the agency page. */
export interface PublicListingCard {
  slug: string;
  href: string;
  title: string;
  price: number | null;
  operation: PublicListing['operation'];
  propertyType: string;
  city: string | null;
  address: string | null;
  specs: PublicListing['specs'];
  energy: PublicListing['energy'];
  cover: PublicPhoto | null;
}

/** What the no-JavaScript form post left for the page to show. */
export interface LeadFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  status: 'invalid' | 'failed' | 'sent';
}

/** The agency of a listing that is not available: a link to its page and a few of its listings. */
export interface UnavailableListingAgency {
  name: string;
  slug: string;
  /** Its logo when it shows one: the page's header shows it, else the name as a wordmark. */
  logoUrl: string | null;
  /** Its newest published listings. */
  listings: PublicListingCard[];
}

export type MicrositePage =
  | {
      kind: 'listing';
      listing: PublicListing;
      agency: PublicAgency;
      /** The listing's assigned agent; null: the agency's own contact. */
      agent: PublicAgent | null;
      /** Approved AI renders of the listing (newest first); empty: no AI section. */
      staging: PublicVariantView[];
      leadForm?: LeadFormState;
    }
  | {
      /** /demo: a fixed listing (not in the database) whose contact form sends nothing. */
      kind: 'demo';
      listing: PublicListing;
      agency: PublicAgency;
      staging: PublicVariantView[];
      leadForm?: LeadFormState;
    }
  | {
      kind: 'agency';
      agency: PublicAgency;
      listings: PublicListingCard[];
      filter: AgencyFilterState;
      published: AgencyPublished;
    }
  /** A listing not published (a draft, withdrawn) or not there; its agency's listings when it is known. */
  | { kind: 'listing-unavailable'; agency?: UnavailableListingAgency | null }
  | { kind: 'agency-not-found' }
  /** A scanned QR code of no published listing; the agency when the code is one of its listings. */
  | { kind: 'qr-unavailable'; agency: { name: string; slug: string } | null };

/**
 * The document title of a microsite page, the same from the server's first answer and after a
 * navigation inside the microsite: `Ático · 245.000 € · Madrid`, `Piso · 1.200 €/mes · Madrid`,
 * `Fincas Albero · Inmuebles en Dénia`.
 */
export function micrositePageTitle(page: MicrositePage, t: MicrositeTexts = micrositeTexts): string {
  switch (page.kind) {
    case 'demo':
    case 'listing': {
      const { title, price, operation, city } = page.listing;
      return [title, price !== null ? t.listingPrice(price, operation) : null, city]
        .filter(Boolean)
        .join(' · ');
    }
    case 'agency':
      return t.agencyTitle(page.agency.name, page.published.places ?? page.agency.city);
    case 'listing-unavailable':
    case 'qr-unavailable':
      return t.unavailable;
    case 'agency-not-found':
      return t.agencyNotFound;
  }
}

/** Renders the body of a microsite page; the server wraps it in the document. */
export interface MicrositeRenderer {
  /** `lang`: the page's language; `pinned`: chosen with ?lang (links then carry it). */
  render(page: MicrositePage, pageLang?: { lang: Lang; pinned: boolean }): string;
  /** The "Pedir visita" page (drawn on the server only: it loads no script). */
  renderBooking(page: VisitBookingPage, pageLang: { lang: Lang; pinned: boolean }): string;
}

export const micrositeApi = {
  listing: route('/api/public/listings/:slug'),
  agency: route('/api/public/agencies/:slug'),
  /** Target of the lead form when JavaScript is off. */
  leadForm: route('/l/:slug/solicitud'),
  /** The "Pedir visita" page and its form (modules/visits/booking-page.ts). */
  visitForm: route('/l/:slug/visita'),
} as const;

/** The microsite's own address of a listing shown on an agency page. */
export const agencyListingPath = route('/:agencySlug/:listingSlug');

/** Opens the position in the phone's maps app (or Google Maps on a desktop). */
export const mapsUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * The page's data as sent for hydration. The description (up to 4.000 characters, in two
 * languages) is only ever drawn by the server on that page: hydration leaves it as drawn
 * (ServerDrawn in the microsite's components), so the data need not carry it again. A page loaded
 * in the browser afterwards gets the full data from the API.
 */
export function hydrationData(page: MicrositePage): MicrositePage {
  if (page.kind !== 'listing' && page.kind !== 'demo') return page;
  if (!page.listing.description && !page.listing.descriptionEn) return page;
  return { ...page, listing: { ...page.listing, description: null, descriptionEn: null } };
}

/**
 * The description a page shows: its language's version when there is one, else the other one,
 * with the language it is written in (the English page marks a Spanish fallback `lang="es"`).
 */
export function descriptionFor(
  listing: Pick<PublicListing, 'description' | 'descriptionEn'>,
  lang: Lang,
): { text: string; lang: Lang } | null {
  const es = listing.description ? { text: listing.description, lang: 'es' as const } : null;
  const en = listing.descriptionEn ? { text: listing.descriptionEn, lang: 'en' as const } : null;
  return lang === 'en' ? (en ?? es) : (es ?? en);
}
