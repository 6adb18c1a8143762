import { describe, expect, it } from 'vitest';
import { renderErrorText, renderStageText, stagingTexts, variantStats } from './staging';
import {
  autoSelect,
  changeUse,
  choosePhoto,
  chooseStyle,
  emptySelection,
  type SelectionOptions,
  selectionProblem,
} from './staging-selection';

const options: SelectionOptions = {
  photos: [
    { id: 'p1', roomCode: 'salon', useCode: 'residencial' },
    { id: 'p2', roomCode: 'cocina', useCode: 'residencial' },
    { id: 'p3', roomCode: null, useCode: 'residencial' },
  ],
  rooms: ['salon', 'cocina', 'dormitorio'],
  styles: ['nordic', 'industrial'],
};

describe('staging selection', () => {
  it('preselects the first photo, its room and the first style', () => {
    expect(autoSelect(emptySelection(), options)).toEqual({
      use: 'residencial',
      photoId: 'p1',
      room: 'salon',
      style: 'nordic',
    });
  });

  it('choosing a photo sets its room and clears the style, then the first style comes back', () => {
    const s = chooseStyle(autoSelect(emptySelection(), options), 'industrial');
    const picked = choosePhoto(s, options.photos[1]!, options);
    expect(picked).toMatchObject({ photoId: 'p2', room: 'cocina', style: null });
    expect(autoSelect(picked, options).style).toBe('nordic');
    expect(choosePhoto(s, options.photos[2]!, options).room).toBeNull();
  });

  it('changing the use clears photo, room and style; the same use changes nothing', () => {
    const s = autoSelect(emptySelection(), options);
    expect(changeUse(s, 'comercial')).toEqual({ use: 'comercial', photoId: null, room: null, style: null });
    expect(changeUse(s, 'residencial')).toBe(s);
    // A residential room tag is not a commercial room.
    const commercial = { photos: options.photos, rooms: ['oficina'], styles: ['modern'] };
    expect(autoSelect(changeUse(s, 'comercial'), commercial)).toMatchObject({
      photoId: 'p1',
      room: null,
      style: 'modern',
    });
  });

  it('no photos: nothing selected, and the message that blocks the button', () => {
    const s = autoSelect(emptySelection(), { ...options, photos: [] });
    expect(s).toEqual(emptySelection());
    expect(selectionProblem(s, stagingTexts)).toBe('Selecciona una foto para generar el render.');
    expect(selectionProblem({ ...s, photoId: 'p1', room: 'salon' }, stagingTexts)).toBe(
      'Selecciona un estilo para generar el render.',
    );
  });
});

describe('staging texts', () => {
  it('stats: approval rate rounded, 0 when none generated', () => {
    expect(variantStats([])).toEqual({ total: 0, approved: 0, pending: 0, generated: 0, approvalRate: 0 });
    const list = [
      { afterUrl: 'a', approved: true },
      { afterUrl: 'b', approved: false },
      { afterUrl: 'c', approved: false },
      { afterUrl: null, approved: false },
    ];
    expect(variantStats(list)).toEqual({
      total: 4,
      approved: 1,
      pending: 2,
      generated: 3,
      approvalRate: 33.3,
    });
  });

  it('stages and errors', () => {
    expect(renderStageText('processing', 40)).toBe('Generando diseño con IA...');
    expect(renderStageText('processing', 90)).toBe('Guardando diseño...');
    expect(renderStageText('failed', 0)).toBe('Error');
    expect(renderErrorText('upload_failed')).toBe('Error al subir imagen');
    expect(renderErrorText('whatever')).toBe('No se pudo generar el render. Inténtalo de nuevo.');
  });
});
