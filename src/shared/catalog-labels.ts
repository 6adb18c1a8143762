import type { Lang } from './lang';

/**
 * English names of the catalogue's uses, rooms and styles (the tables hold the Spanish ones), for
 * the microsite in English. A code missing here shows its Spanish label.
 */
const en = {
  use: { residencial: 'Residential', comercial: 'Commercial' },
  room: {
    salon: 'Living room',
    cocina: 'Kitchen',
    dormitorio: 'Bedroom',
    bano: 'Bathroom',
    comedor: 'Dining room',
    terraza: 'Terrace',
    despacho: 'Study',
    infantil: "Children's bedroom",
    local_diafano: 'Open-plan premises',
    oficina: 'Office',
    cafeteria: 'Café',
    peluqueria: 'Hair salon',
    restaurante: 'Restaurant',
    tienda: 'Shop',
  },
  style: {
    nordic: 'Nordic',
    industrial: 'Industrial',
    boho: 'Boho',
    minimalist: 'Minimalist',
    mediterranean: 'Mediterranean',
    classic: 'Classic',
    modern: 'Modern',
  },
} as const satisfies Record<string, Record<string, string>>;

export type CatalogKind = keyof typeof en;

/** A use, room or style's name in a language: the Spanish label as stored, or its English name. */
export function catalogLabel(lang: Lang, kind: CatalogKind, code: string | null, spanish: string): string {
  if (lang !== 'en' || !code) return spanish;
  return (en[kind] as Record<string, string>)[code] ?? spanish;
}
