import { z } from 'zod';
import { route } from './paths';

/** Spanish texts of re-pointing a poster's code, shared by the form and the server. */
export const repointTexts = {
  chooseTarget: 'Elige a dónde debe llevar el cartel.',
  posterNotFound: 'Este cartel no existe o no es de tu agencia.',
  targetNotFound: 'Ese inmueble no existe o no es de tu agencia.',
} as const;

/** Where a poster's code leads. */
export type PosterTarget =
  | { kind: 'listing'; listingId: string; title: string; published: boolean }
  | { kind: 'agency' };

/** A code that no longer opens the listing it was printed for (moved, or its listing deleted). */
export interface PosterView {
  code: string;
  /** Title of the listing the poster was printed for. */
  printedFor: string;
  /** That listing's id; null once it is deleted. */
  printedForId: string | null;
  target: PosterTarget;
}

/** A listing a poster can be moved to. */
export interface PosterTargetChoice {
  id: string;
  title: string;
  published: boolean;
}

export interface PostersResponse {
  posters: PosterView[];
  listings: PosterTargetChoice[];
}

/** PUT body: the listing the code should open, or null for the agency page. */
export const repointSchema = z.object(
  {
    listingId: z
      .uuid({
        error: (iss) => (iss.input === undefined ? repointTexts.chooseTarget : repointTexts.targetNotFound),
      })
      .nullable(),
  },
  { error: repointTexts.chooseTarget },
);
export type RepointInput = z.infer<typeof repointSchema>;

export const qrApi = {
  /** GET: the agency's moved and orphaned codes, and the listings they can be moved to. */
  posters: '/api/qr/posters',
  /** PUT {@link repointSchema}: moves a code of the agency. */
  poster: route('/api/qr/posters/:code'),
  /** GET {@link PosterStyle}: how the agency's A4 posters look on its plan. */
  posterStyle: '/api/qr/poster-style',
} as const;

/**
 * The look of the A4 poster (plan card: "Cartel QR personalizado con tu logo y tus colores", Plus
 * and Pro). Plain: the product's colours and the agency's initials. Branded: the agency's logo
 * (when it has one and shows it) and its colours.
 */
export type PosterStyle =
  | { branded: false }
  | { branded: true; logoUrl: string | null; primaryColor: string; secondaryColor: string };
