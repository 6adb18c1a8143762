import { z } from 'zod';
import {
  ENERGY_LETTERS,
  ENERGY_STATUSES,
  type EnergyCertificate,
  type EnergyLetter,
  type EnergyStatus,
} from './energy-label';

/*
 * The energy certificate of a listing (Real Decreto 390/2021): every advert of a property for
 * sale or rent shows its energy efficiency label. The agency gives the two letters (and, when it
 * has them, the figures), or says the certificate is being made or the property is exempt.
 * The letters, statuses and the certificate's type live in energy-label.ts (no zod there).
 */

/** Spanish texts of the certificate in the dashboard and the API's messages. */
export const energyTexts = {
  section: 'Certificado energético',
  sectionHint: 'Obligatorio en todo anuncio de venta o alquiler (Real Decreto 390/2021).',
  status: 'Situación del certificado',
  statusNone: 'Sin indicar',
  statuses: { certified: 'Tiene certificado', in_progress: 'En trámite', exempt: 'Exento' },
  consumption: 'Letra de consumo',
  emissions: 'Letra de emisiones',
  chooseLetter: 'Elige una letra',
  consumptionKwh: 'Consumo (kWh/m²·año)',
  emissionsKg: 'Emisiones (kg CO₂/m²·año)',
  optional: 'Opcional',
  consumptionRequired: 'Elige la letra de consumo (de la A a la G).',
  emissionsRequired: 'Elige la letra de emisiones (de la A a la G).',
  badLetter: 'La letra debe ser de la A a la G.',
  badStatus: 'Elige «Tiene certificado», «En trámite» o «Exento».',
  statusRequired: 'Indica la situación del certificado energético.',
  badFigure: 'Introduce un número, por ejemplo 112,5.',
  figureNegative: 'El número no puede ser negativo.',
  figureTooBig: 'El número es demasiado grande.',
  /** On the dashboard card of a listing published without it. */
  missingCard: 'Publicado sin certificado energético',
  cardLabel: (c: EnergyCertificate) =>
    c.status === 'certified'
      ? `Certificado energético: consumo ${c.consumption}, emisiones ${c.emissions}`
      : `Certificado energético: ${c.status === 'in_progress' ? 'en trámite' : 'exento'}`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

const optionalStatus = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx): EnergyStatus | null => {
    if (blank(v)) return null;
    const s = String(v).trim();
    if ((ENERGY_STATUSES as readonly string[]).includes(s)) return s as EnergyStatus;
    ctx.addIssue({ code: 'custom', message: energyTexts.badStatus });
    return z.NEVER;
  });

const optionalLetter = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx): EnergyLetter | null => {
    if (blank(v)) return null;
    const s = String(v).trim().toUpperCase();
    if ((ENERGY_LETTERS as readonly string[]).includes(s)) return s as EnergyLetter;
    ctx.addIssue({ code: 'custom', message: energyTexts.badLetter });
    return z.NEVER;
  });

/** "112,5", "112.5" or 112.5 → 112.5 (two decimals at most); empty → null. */
const optionalFigure = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx): number | null => {
    if (blank(v)) return null;
    const text = String(v).trim().replace(',', '.');
    const n = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    const message = Number.isNaN(n)
      ? energyTexts.badFigure
      : n < 0
        ? energyTexts.figureNegative
        : n > 100_000
          ? energyTexts.figureTooBig
          : null;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

/** The certificate's fields of the listing schema (flat, like the form's inputs). */
export const energyInputShape = {
  energyStatus: optionalStatus,
  energyConsumption: optionalLetter,
  energyEmissions: optionalLetter,
  energyConsumptionKwh: optionalFigure,
  energyEmissionsKg: optionalFigure,
};

export interface EnergyValues {
  energyStatus: EnergyStatus | null;
  energyConsumption: EnergyLetter | null;
  energyEmissions: EnergyLetter | null;
  energyConsumptionKwh: number | null;
  energyEmissionsKg: number | null;
}

/** Both letters with a certificate; a letter or figure without a status is a question to answer. */
export function checkEnergy(v: EnergyValues, ctx: z.RefinementCtx) {
  if (v.energyStatus === 'certified') {
    if (!v.energyConsumption)
      ctx.addIssue({ code: 'custom', message: energyTexts.consumptionRequired, path: ['energyConsumption'] });
    if (!v.energyEmissions)
      ctx.addIssue({ code: 'custom', message: energyTexts.emissionsRequired, path: ['energyEmissions'] });
  } else if (
    v.energyStatus === null &&
    (v.energyConsumption ||
      v.energyEmissions ||
      v.energyConsumptionKwh !== null ||
      v.energyEmissionsKg !== null)
  ) {
    ctx.addIssue({ code: 'custom', message: energyTexts.statusRequired, path: ['energyStatus'] });
  }
}

/** What is stored: letters and figures only with a certificate (switching to 'Exento' clears them). */
export function energyColumns(v: EnergyValues): EnergyValues {
  const certified = v.energyStatus === 'certified';
  return {
    energyStatus: v.energyStatus,
    energyConsumption: certified ? v.energyConsumption : null,
    energyEmissions: certified ? v.energyEmissions : null,
    energyConsumptionKwh: certified ? v.energyConsumptionKwh : null,
    energyEmissionsKg: certified ? v.energyEmissionsKg : null,
  };
}

/** The stored columns as one value; null when the agency has not given it. */
export function toEnergyCertificate(row: {
  energyStatus: string | null;
  energyConsumption: string | null;
  energyEmissions: string | null;
  energyConsumptionKwh: number | null;
  energyEmissionsKg: number | null;
}): EnergyCertificate | null {
  if (row.energyStatus === 'in_progress' || row.energyStatus === 'exempt')
    return { status: row.energyStatus };
  if (row.energyStatus !== 'certified' || !row.energyConsumption || !row.energyEmissions) return null;
  return {
    status: 'certified',
    consumption: row.energyConsumption as EnergyLetter,
    emissions: row.energyEmissions as EnergyLetter,
    consumptionKwh: row.energyConsumptionKwh,
    emissionsKg: row.energyEmissionsKg,
  };
}
