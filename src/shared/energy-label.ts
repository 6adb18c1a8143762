import { lazyFormat } from './format';
// No zod here: the microsite's client imports this module and must stay small.
export const ENERGY_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLetter = (typeof ENERGY_LETTERS)[number];

export const ENERGY_STATUSES = ['certified', 'in_progress', 'exempt'] as const;
export type EnergyStatus = (typeof ENERGY_STATUSES)[number];

export type EnergyCertificate =
  | {
      status: 'certified';
      consumption: EnergyLetter;
      emissions: EnergyLetter;
      /** kWh/m²·año, when the agency gave it. */
      consumptionKwh: number | null;
      /** kg CO₂/m²·año, when the agency gave it. */
      emissionsKg: number | null;
    }
  | { status: 'in_progress' }
  | { status: 'exempt' };

/**
 * The energy efficiency label as visitors read it (microsite, agency page, poster): the EU
 * A (green) → G (red) scale, drawn by code. Texts in Spanish and English from the start.
 */
export const ENERGY_COLORS: Record<EnergyLetter, string> = {
  A: '#00a651',
  B: '#4cb848',
  C: '#bfd730',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
};

/** Bar lengths of the scale, A shortest: the label's staircase. */
export const energyBarWidth = (letter: EnergyLetter) => 40 + ENERGY_LETTERS.indexOf(letter) * 10;

const es = {
  title: 'Certificado energético',
  consumption: 'Consumo de energía',
  consumptionUnit: 'kWh/m²·año',
  emissions: 'Emisiones',
  emissionsUnit: 'kg CO₂/m²·año',
  moreEfficient: 'Más eficiente',
  lessEfficient: 'Menos eficiente',
  inProgress: 'En trámite',
  inProgressBody: 'El certificado de eficiencia energética de este inmueble está en trámite.',
  exempt: 'Exento',
  exemptBody: 'Este inmueble está exento de certificado de eficiencia energética.',
  /** What a screen reader says for one scale. */
  rating: (scale: string, letter: string, figure: string | null) =>
    `${scale}: letra ${letter}${figure ? ` (${figure})` : ''}`,
  /** The compact form on an agency page card. */
  short: { consumption: 'Consumo', emissions: 'Emisiones' },
  decimal: lazyFormat(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 })),
};

type EnergyLabelTexts = typeof es;

const en: EnergyLabelTexts = {
  title: 'Energy performance certificate',
  consumption: 'Energy consumption',
  consumptionUnit: 'kWh/m²·year',
  emissions: 'Emissions',
  emissionsUnit: 'kg CO₂/m²·year',
  moreEfficient: 'More efficient',
  lessEfficient: 'Less efficient',
  inProgress: 'Pending',
  inProgressBody: 'The energy performance certificate of this property is being issued.',
  exempt: 'Exempt',
  exemptBody: 'This property is exempt from the energy performance certificate.',
  rating: (scale, letter, figure) => `${scale}: rating ${letter}${figure ? ` (${figure})` : ''}`,
  short: { consumption: 'Consumption', emissions: 'Emissions' },
  decimal: lazyFormat(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })),
};

export const energyLabelTexts = { es, en } as const;
export type EnergyLabelLang = keyof typeof energyLabelTexts;
