import { AI_LABEL } from '../../shared/staging-selection';

/** Spanish texts of the microsite's AI section ('Uso del espacio' is the spec's; the rest are ours). */
export const stagingSectionTexts = {
  title: 'Amuéblalo a tu gusto',
  intro: 'Mira cada estancia amueblada en distintos estilos. Desliza para comparar con la foto original.',
  use: 'Uso del espacio',
  photos: 'Fotos',
  room: 'Estancia',
  style: 'Estilo',
  photoButton: (room: string, n: number) => `${room} (foto ${n})`,
  slider: 'Comparar la foto original con la amueblada',
  sliderValue: (pct: number) => `${pct} % foto original`,
  before: 'Original',
  aiLabel: AI_LABEL,
  missing: (room: string, style: string) =>
    `Todavía no hay un render aprobado de ${room.toLowerCase()} en estilo ${style.toLowerCase()} para esta foto.`,
  ask: 'Pedir este estilo a la agencia',
  interest: 'Te interesa',
} as const;
