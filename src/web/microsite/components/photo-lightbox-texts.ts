import type { Lang, Translation } from '../../../shared/lang';

/** Spanish texts of the gallery's full-screen viewer (previous, next and "Foto n de m" are micrositeTexts'). */
export const photoLightboxTexts = {
  /** The gallery's focusable strip of photos, which takes the arrow keys and Enter. */
  strip: 'Fotos: Intro para ampliar',
  viewer: 'Visor de fotos',
  close: 'Cerrar el visor',
  zoomIn: 'Ampliar la foto',
  zoomOut: 'Reducir la foto',
} as const;

export type PhotoLightboxTexts = Translation<typeof photoLightboxTexts>;

export const photoLightboxTextsEn: PhotoLightboxTexts = {
  strip: 'Photos: Enter to enlarge',
  viewer: 'Photo viewer',
  close: 'Close the viewer',
  zoomIn: 'Zoom in on the photo',
  zoomOut: 'Zoom out of the photo',
};

export const photoLightboxTextsFor = (lang: Lang): PhotoLightboxTexts =>
  lang === 'en' ? photoLightboxTextsEn : photoLightboxTexts;
