import type { PlanLimits } from '../schema';

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
 * decision 017 → Plans: the only source; everything else reads the table. The listing and
 * render limits are shown from `limits`, so `features` holds only the rest.
 */
export const plansData: {
  code: string;
  name: string;
  priceMonthCents: number;
  limits: PlanLimits;
  features: string[];
  sort: number;
}[] = [
  {
    code: 'smart',
    name: 'Smart',
    priceMonthCents: 899,
    limits: { max_listings: 1, renders_per_month: 20, seats: 1 },
    features: [
      'Carteles QR ilimitados',
      'Página básica del inmueble',
      'Estadísticas sencillas',
      'Soporte básico',
    ],
    sort: 1,
  },
  {
    code: 'plus',
    name: 'Plus',
    priceMonthCents: 1899,
    limits: { max_listings: 5, renders_per_month: 100, seats: 1 },
    features: [
      'QR personalizado con logo y colores',
      'Página Pro con más fotos',
      'Mejores estadísticas',
      'Soporte prioritario',
    ],
    sort: 2,
  },
  {
    code: 'pro',
    name: 'Pro',
    priceMonthCents: 3999,
    limits: { max_listings: 15, renders_per_month: null, seats: 3 },
    features: [
      'Branding completo de la agencia',
      'Panel avanzado',
      'Hasta 3 agentes',
      'Soporte por WhatsApp o e-mail',
    ],
    sort: 3,
  },
];
