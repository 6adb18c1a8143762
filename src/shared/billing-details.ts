import { z } from 'zod';
import { isValidTaxId, normalizeTaxId } from './tax-id';

/** Spanish texts of Configuración → Facturación. */
export const billingDetailsTexts = {
  title: 'Facturación',
  caption: 'Los datos fiscales que figuran en tus facturas, y las facturas emitidas.',
  legalName: 'Razón social',
  legalNameHint: 'Tu nombre completo si facturas como autónomo.',
  taxId: 'NIF/CIF',
  taxIdHint: 'DNI, NIE o CIF, con su letra o cifra de control.',
  addressLine: 'Calle y número',
  postalCode: 'Código postal',
  city: 'Municipio',
  province: 'Provincia',
  country: 'País: España',
  save: 'Guardar datos de facturación',
  saved: 'Datos de facturación guardados',
  saveError: 'No se pudieron guardar los datos de facturación.',
  stripeError:
    'No se pudieron enviar tus datos de facturación al proveedor de pagos. No se ha guardado nada: inténtalo de nuevo.',
  loading: 'Cargando...',
  invoicesTitle: 'Facturas',
  invoicesEmpty: 'Todavía no hay facturas. Aparecerán aquí cuando se cobre tu suscripción.',
  invoicesError: 'No se pudieron cargar las facturas.',
  invoicesTestNote: 'Modo de prueba: estas facturas se generan para probar y no tienen validez fiscal.',
  date: 'Fecha',
  number: 'Número',
  total: 'Total',
  status: 'Estado',
  download: 'Descargar PDF',
  test: 'Prueba',
  noDetailsYet: 'Añade tus datos de facturación para que figuren en tus facturas.',
  errors: {
    legalName: 'Indica la razón social (hasta 150 caracteres).',
    taxIdMissing: 'Indica el NIF/CIF.',
    taxIdInvalid: 'El NIF/CIF no es válido. Revisa la letra de control.',
    addressLine: 'Indica la calle y el número.',
    postalCode: 'El código postal debe tener 5 cifras de una provincia española.',
    city: 'Indica el municipio.',
    province: 'Indica la provincia.',
  },
} as const;
const e = billingDetailsTexts.errors;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

/** Razón social, NIF/CIF and dirección fiscal (in Spain) of an agency: the form's and the API's schema. */
export const billingDetailsSchema = z.object({
  legal_name: text(2, 150, e.legalName),
  tax_id: z
    .string({ error: e.taxIdMissing })
    .transform(normalizeTaxId)
    .pipe(
      z
        .string()
        .min(1, { error: e.taxIdMissing })
        .refine((id) => id === '' || isValidTaxId(id), { error: e.taxIdInvalid }),
    ),
  address_line: text(3, 200, e.addressLine),
  // Spanish postcodes: five figures, the first two a province (01–52).
  postal_code: z
    .string({ error: e.postalCode })
    .trim()
    .regex(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, { error: e.postalCode }),
  city: text(1, 100, e.city),
  province: text(1, 100, e.province),
});
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

/** `GET/PUT /api/billing/details`: null until the owner saves them. The country is always ES. */
export interface BillingDetailsResponse {
  details: (BillingDetails & { country: 'ES' }) | null;
}

/** One invoice as Configuración → Facturación lists it. */
export interface InvoiceView {
  id: string;
  number: string | null;
  /** ISO date of issue. */
  date: string;
  /** IVA included, in cents. */
  totalCents: number;
  currency: string;
  status: 'paid' | 'open' | 'draft' | 'void' | 'uncollectible';
  pdfUrl: string | null;
  hostedUrl: string | null;
  /** A local test-mode invoice: no fiscal validity. */
  test: boolean;
}

export interface InvoicesResponse {
  invoices: InvoiceView[];
}

export const invoiceStatusLabels: Record<InvoiceView['status'], string> = {
  paid: 'Pagada',
  open: 'Pendiente',
  draft: 'Borrador',
  void: 'Anulada',
  uncollectible: 'Impagada',
};

/** IVA in Spain; prices include it, so the base is total ÷ 1.21. */
export const IVA_RATE = 0.21;
export function splitIva(totalCents: number): { baseCents: number; ivaCents: number } {
  const baseCents = Math.round(totalCents / (1 + IVA_RATE));
  return { baseCents, ivaCents: totalCents - baseCents };
}
