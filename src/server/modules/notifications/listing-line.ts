import { formatListingPrice } from '../../../shared/format';
import { type Operation, operationLabels, propertyType } from '../../../shared/listing-catalog';

/** The Spanish texts the e-mails name a listing's ad with (one place). */
export const listingLineTexts = {
  reference: (ref: string) => `Ref. ${ref}`,
  priceOnRequest: 'Precio a consultar',
} as const;

/** What an e-mail tells of a listing besides its title. */
export interface ListingLineFacts {
  operation: Operation;
  /** A property type code (piso, local…); null when unknown. */
  propertyType: string | null;
  reference: string | null;
  price: number | null;
}

/** One line without control characters: a reference cannot forge lines of the message. */
const oneLine = (s: string) => s.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** "Alquiler · Piso · Ref. GR-12". */
export function listingKind(l: ListingLineFacts): string {
  const ref = l.reference ? oneLine(l.reference) : '';
  return [
    operationLabels[l.operation].es,
    propertyType(l.propertyType)?.es,
    ref && listingLineTexts.reference(ref),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "245.000 €", "1.200 €/mes", or "Precio a consultar". */
export const listingPrice = (l: Pick<ListingLineFacts, 'operation' | 'price'>): string =>
  formatListingPrice(l.price, l.operation) ?? listingLineTexts.priceOnRequest;
