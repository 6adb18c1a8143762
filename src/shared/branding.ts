import { z } from 'zod';

/** Largest logo file accepted. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** Spanish texts of Settings → Personalización and of the logo endpoints. */
export const brandingTexts = {
  invalidColor: 'Introduce un color hexadecimal válido, por ejemplo #e56665.',
  saved: 'Personalización guardada',
  saveError: 'No se pudo guardar la personalización.',
  logoUploaded: 'Logo actualizado',
  logoRemoved: 'Logo eliminado',
  logoUploadError: 'No se pudo subir el logo. Inténtalo de nuevo.',
  logoRemoveError: 'No se pudo eliminar el logo.',
  /** The photo upload's rule, the same for the logo (decision 017 → Photos and logo). */
  notAnImage: 'Solo se pueden subir imágenes.',
  logoTooBig: 'El logo supera el tamaño máximo de 5 MB.',
  logoTooManyPixels: 'El logo tiene demasiados píxeles (máximo 25 megapíxeles).',
  logoTooSmall: 'El logo es demasiado pequeño (mínimo 32 píxeles de lado).',
  logoCorrupt: 'La imagen del logo está dañada o incompleta.',
  logoNoneChosen: 'Selecciona una imagen para el logo.',
  badUpload: 'El envío del archivo no es válido.',
  logoRemoveConfirm: '¿Eliminar el logo? Dejará de aparecer en tus microsites, carteles y fotos.',
} as const;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rrggbb` in lower case; also takes `rrggbb` and the short `#rgb` typed by hand. */
export const hexColorSchema = z
  .string({ error: brandingTexts.invalidColor })
  .trim()
  .transform((value, ctx) => {
    const match = HEX.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: brandingTexts.invalidColor });
      return z.NEVER;
    }
    const hex = match[1]!.toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
  });

/** Settings → Personalización; the same schema in the browser and on the server. */
export const brandingSchema = z.object({
  primary_color: hexColorSchema,
  secondary_color: hexColorSchema,
  show_logo: z.boolean(),
  show_contact: z.boolean(),
});
export type BrandingInput = z.input<typeof brandingSchema>;
export type Branding = z.output<typeof brandingSchema>;

/** The agency's branding as the dashboard sees it. */
export interface BrandingView extends Branding {
  /** Public URL of the logo, whether or not it is shown (show_logo). */
  logo_url: string | null;
}

export const brandingApi = {
  branding: '/api/agency/branding',
  /** POST multipart (field `file`) to upload, DELETE to remove. */
  logo: '/api/agency/logo',
} as const;
