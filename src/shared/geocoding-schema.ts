import { z } from 'zod';
import { noControlChars } from './control-chars';
import { geocodeTexts } from './geocoding';

/** The same limits as the listing's own fields (listingInputSchema). */
export const geocodeMax = { address: 200, city: 100 } as const;

const part = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: geocodeTexts.maxChars(max) })
    .refine(...noControlChars(label))
    .optional()
    .default('');

/** POST /api/geocode: the address and city as typed in the form; at least one of them. */
export const geocodeQuerySchema = z
  .object({ address: part(geocodeMax.address, 'Dirección'), city: part(geocodeMax.city, 'Ciudad') })
  .refine((q) => q.address !== '' || q.city !== '', { error: geocodeTexts.nothingTyped, path: ['address'] });
export type GeocodeQuery = z.output<typeof geocodeQuerySchema>;
