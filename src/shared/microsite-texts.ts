import { formatListingPrice, lazyFormat } from './format';
import type { Lang } from './lang';
import { type MicrositeTexts, micrositeTexts } from './microsite';

const enPrice = lazyFormat(
  () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const enCount = lazyFormat(() => new Intl.NumberFormat('en-GB'));
const enDate = lazyFormat(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** English texts of the public microsite and agency page, for foreign buyers (same keys as the Spanish). */
export const micrositeTextsEn: MicrositeTexts = {
  loading: 'Loading property...',
  unavailable: 'This property is no longer available',
  unavailableBody: 'It may have been sold or let already, or the agency may have withdrawn it.',
  backHome: 'Back to home',
  agencyNotFound: 'Agency not found',
  agencyNotFoundBody: 'The agency you are looking for does not exist or has been removed.',
  qr: {
    lead: 'This QR code is not linked to any published property.',
    body: 'It may have been sold or let already, withdrawn by the agency, or not published yet.',
    whatNow: 'What you can do',
    askAgency:
      'Contact the agency shown on the poster: they will tell you whether the property is still available.',
    tryLater: 'If the poster is new, scan it again in a little while.',
    agencyListings: (name) => `See the properties of ${name}`,
  },
  otherListings: (name) => `More properties from ${name}`,
  noListings: 'No properties available at the moment',
  priceOnRequest: 'Price on request',
  listingPrice: (price, operation) => formatListingPrice(price, operation, 'en') ?? '',
  kindLine: (type, operation) => `${type} for ${operation === 'rent' ? 'rent' : 'sale'}`,
  reference: (ref) => `Ref. ${ref}`,
  keyFacts: 'Key facts',
  sqm: 'Built area',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  floor: 'Floor',
  exterior: 'Exterior',
  location: 'Location',
  openMap: 'Open in maps',
  contact: 'Contact',
  bookVisit: 'Book a visit',
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  website: 'Website',
  gallery: 'Photos of the property',
  previous: 'Previous photo',
  next: 'Next photo',
  photoOf: (n, total) => `Photo ${n} of ${total}`,
  noPhotos: 'This property has no photos yet.',
  listingsOf: (name) => `Properties of ${name}`,
  close: 'Close',
  poweredBy: 'Microsite made with Escaparate',
  whatsappMessage: (title) => `Hello, I am interested in the property “${title}” I saw on Escaparate.`,
  footer: {
    terms: 'Terms',
    privacy: 'Privacy',
    cookies: 'Cookies',
    legalNotice: 'Legal notice',
    contact: 'Contact',
  },
  price: 'Price',
  formatPrice: (n) => enPrice.format(n),
  formatCount: (n) => enCount.format(n),
  yes: 'Yes',
  facts: {
    more: 'More details',
    usableSqm: 'Usable area',
    plotSqm: 'Plot',
    yearBuilt: 'Year built',
    condition: 'Condition',
    orientation: 'Orientation',
    pricePerSqm: 'Price per m²',
    area: (n) => `${n} m²`,
    perSqm: (amount) => `${amount}/m²`,
  },
  costs: {
    title: 'Costs',
    communityFees: 'Community fees',
    ibi: 'Property tax (IBI)',
    deposit: 'Deposit',
    availableFrom: 'Available from',
    perMonth: (amount) => `${amount}/month`,
    perYear: (amount) => `${amount}/year`,
    months: (n) => `${n} ${n === 1 ? 'month' : 'months'}`,
    date: (iso) => enDate.format(new Date(`${iso}T00:00:00Z`)),
  },
  description: 'Description',
  readMore: 'Read more',
  readLess: 'Read less',
  features: 'Features',
  moreListings: (name) => `${name}: more properties`,
  thumbnails: 'Thumbnails',
  carousel: 'carousel',
  loadingPage: 'Loading...',
  bedsShort: (n) => `${n} bed${n === 1 ? '' : 's'}`,
  bedsCount: (n) => `${n} ${n === 1 ? 'bedroom' : 'bedrooms'}`,
  bathsCount: (n) => `${n} ${n === 1 ? 'bathroom' : 'bathrooms'}`,
  photoAlt: (title, n) => `${title}: photo ${n}`,
  agencyTitle: (name, city) => `${name} · Properties${city ? ` in ${city}` : ''}`,
  listingDescription: (facts, agency) => `${facts}. Photos, location and contact with ${agency}.`,
  agencyDescription: (n, name, city) =>
    `${n} ${n === 1 ? 'property' : 'properties'} available from ${name}${city ? ` in ${city}` : ''}.`,
  language: 'Language',
  demo: {
    lead: 'This is a demo:',
    body: 'an example shop with illustrated pictures, and the form sends nothing.',
    signUp: 'Create your account',
    or: 'or',
    plans: 'see the plans',
  },
};

/** The microsite's texts in a language (the one accessor the server and the components use). */
export const micrositeTextsFor = (lang: Lang): MicrositeTexts =>
  lang === 'en' ? micrositeTextsEn : micrositeTexts;
