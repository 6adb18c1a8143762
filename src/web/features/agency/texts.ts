/** Spanish texts of Settings → Datos de la agencia (the schema's messages are in src/shared/agency.ts). */
export const agencyFormTexts = {
  name: 'Nombre de la agencia',
  email: 'E-mail de contacto',
  phone: 'Teléfono',
  website: 'Web',
  websitePlaceholder: 'www.tuagencia.es',
  city: 'Ciudad',
  address: 'Dirección',
  save: 'Guardar cambios',
  slug: 'Dirección de tu página',
  slugHint: 'Si la cambias, los enlaces antiguos y los carteles ya impresos siguen funcionando.',
  slugPreview: 'Tu página:',
  suggestion: (slug: string) => `Usar «${slug}»`,
} as const;
