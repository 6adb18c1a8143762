import { type PlanCode, planNames } from '../../../shared/billing';
import { type PlanLimits, planLimitsByCode } from '../../../shared/plan-features';

export const usesData = [
  { code: 'residencial', label: 'Residencial' },
  { code: 'comercial', label: 'Comercial' },
];

export const roomsData = [
  ['residencial', 'salon', 'Salón'],
  ['residencial', 'cocina', 'Cocina'],
  ['residencial', 'dormitorio', 'Dormitorio'],
  ['residencial', 'bano', 'Baño'],
  ['residencial', 'comedor', 'Comedor'],
  ['residencial', 'terraza', 'Terraza'],
  ['residencial', 'despacho', 'Despacho'],
  ['residencial', 'infantil', 'Dormitorio infantil'],
  ['comercial', 'local_diafano', 'Local diáfano'],
  ['comercial', 'oficina', 'Oficina'],
  ['comercial', 'cafeteria', 'Cafetería'],
  ['comercial', 'peluqueria', 'Peluquería'],
  ['comercial', 'restaurante', 'Restaurante'],
  ['comercial', 'tienda', 'Tienda'],
].map(([useCode, code, label], i) => ({ useCode: useCode!, code: code!, label: label!, sort: i }));

export const stylesData = [
  ['residencial', 'nordic', 'Nórdico'],
  ['residencial', 'industrial', 'Industrial'],
  ['residencial', 'boho', 'Boho'],
  ['residencial', 'minimalist', 'Minimalista'],
  ['residencial', 'mediterranean', 'Mediterráneo'],
  ['residencial', 'classic', 'Clásico'],
  ['comercial', 'nordic', 'Nórdico'],
  ['comercial', 'industrial', 'Industrial'],
  ['comercial', 'boho', 'Boho'],
  ['comercial', 'minimalist', 'Minimalista'],
  ['comercial', 'modern', 'Moderno'],
].map(([useCode, code, label], i) => ({
  useCode: useCode!,
  code: code!,
  label: label!,
  sort: i,
  active: true,
}));

/**
 * The plans' codes, names and monthly prices (decision 038); limits and the card's lines come from
 * src/shared/plan-features.ts, the one list of what each plan promises and what enforces it.
 */
const planRows: { code: PlanCode; name: string; priceMonthCents: number; sort: number }[] = [
  { code: 'smart', name: planNames.smart, priceMonthCents: 899, sort: 1 },
  { code: 'plus', name: planNames.plus, priceMonthCents: 1899, sort: 2 },
  { code: 'pro', name: planNames.pro, priceMonthCents: 3999, sort: 3 },
];

export const plansData: {
  code: string;
  name: string;
  priceMonthCents: number;
  limits: PlanLimits;
  sort: number;
}[] = planRows.map((p) => ({ ...p, limits: planLimitsByCode[p.code] }));
