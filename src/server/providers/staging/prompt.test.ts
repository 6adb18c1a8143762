import { describe, expect, it } from 'vitest';
import {
  FINISH_SURFACES,
  FINISHES,
  modeLabels,
  STAGING_MODE_INFO,
  STAGING_MODES,
  stagingModeChoiceSchema,
  stagingModeTexts,
} from '../../../shared/staging-modes';
import { AI_LABEL } from '../../../shared/staging-selection';
import { roomsData, stylesData, usesData } from '../../db/seed/catalog-data';
import { promptMode, promptStyleCode, stagingPrompt } from './prompt';

const use = (code: string) => usesData.find((u) => u.code === code)!;
const row = (rows: { useCode: string; code: string; label: string }[], useCode: string, code: string) => {
  const found = rows.find((r) => r.useCode === useCode && r.code === code)!;
  return { code: found.code, label: found.label };
};

describe('stagingPrompt', () => {
  it('residential: movable furniture in the style, architecture and perspective kept', () => {
    const { prompt, negativePrompt } = stagingPrompt({
      use: use('residencial'),
      room: row(roomsData, 'residencial', 'salon'),
      style: row(stylesData, 'residencial', 'nordic'),
    });
    expect(prompt).toMatch(
      /^Virtual staging only: add movable furniture and decor in Scandinavian .* style to this living room\./,
    );
    expect(prompt).toMatch(
      /Keep the architecture, walls, ceiling, windows, doors and other openings, the floor/,
    );
    expect(prompt).toMatch(/camera perspective exactly as they are/);
    expect(negativePrompt).toMatch(/changed walls, moved windows/);
  });

  it('commercial: a business fit-out of movable pieces that suits the trade, no building work', () => {
    const choice = (room: string) =>
      stagingPrompt({
        use: use('comercial'),
        room: row(roomsData, 'comercial', room),
        style: row(stylesData, 'comercial', 'industrial'),
      }).prompt;
    expect(choice('cafeteria')).toMatch(
      /fit out this café for business in industrial .* style with movable furniture, freestanding fixtures and decor only \(café tables and chairs/,
    );
    expect(choice('peluqueria')).toMatch(/this hair salon .*styling chairs, freestanding mirrors/);
    expect(choice('cafeteria')).toMatch(/no construction work/);
    expect(choice('cafeteria')).not.toMatch(/add movable furniture and decor in/);
  });

  it('every room and style of the catalogue has English wording (no Spanish label reaches the model)', () => {
    for (const room of roomsData)
      for (const style of stylesData.filter((s) => s.useCode === room.useCode)) {
        const { prompt } = stagingPrompt({
          use: use(room.useCode),
          room: { code: room.code, label: room.label },
          style: { code: style.code, label: style.label },
        });
        expect(prompt).not.toContain(room.label);
        expect(prompt).not.toContain(` ${style.label} style`);
        expect(promptStyleCode(prompt)).toBe(style.code);
      }
  });

  it('a code added to the catalogue later falls back to its Spanish label', () => {
    const { prompt } = stagingPrompt({
      use: use('residencial'),
      room: { code: 'buhardilla', label: 'Buhardilla' },
      style: { code: 'japandi', label: 'Japandi' },
    });
    expect(prompt).toContain('in Japandi style to this Buhardilla.');
    expect(promptStyleCode(prompt)).toBeUndefined();
  });
});

const salon = {
  use: { code: 'residencial', label: 'Residencial' },
  room: { code: 'salon', label: 'Salón' },
  style: { code: 'nordic', label: 'Nórdico' },
};
const kitchen = { ...salon, room: { code: 'cocina', label: 'Cocina' } };
/** Every mode keeps the room's (or building's) architecture and the camera, whatever it changes. */
const keepsArchitecture = (prompt: string) => {
  expect(prompt).toMatch(/Keep the architecture, /);
  expect(prompt).toMatch(/camera perspective exactly as (they are|it is)/);
  expect(prompt).toMatch(/Photorealistic, .*suitable for a property listing\.$/);
};

describe('stagingPrompt per staging mode', () => {
  it('furnish, given or left out, is the prompt of before modes (same prompt, same idempotency key)', () => {
    const before =
      'Virtual staging only: add movable furniture and decor in Scandinavian (light oak, white and soft grey textiles, simple shapes) style to this living room. ' +
      'Keep the architecture, walls, ceiling, windows, doors and other openings, the floor, the lighting direction and the camera perspective exactly as they are; ' +
      'do not add or remove walls, windows or built-in elements. Photorealistic, natural light, suitable for a property listing.';
    expect(stagingPrompt(salon).prompt).toBe(before);
    expect(stagingPrompt({ ...salon, mode: { mode: 'furnish' } })).toEqual(stagingPrompt(salon));
    expect(promptMode(before)).toEqual({ mode: 'furnish' });
    expect(() => stagingPrompt({ use: salon.use, room: salon.room })).toThrow(/needs a style/);
  });

  it('empty: removes movable things, keeps what is sold with the flat, fills what was behind, no styling', () => {
    const { prompt, negativePrompt } = stagingPrompt({ ...kitchen, mode: { mode: 'empty' } });
    expect(prompt).toMatch(/^Virtual staging only: empty this kitchen\. Remove all movable furniture/);
    expect(prompt).toMatch(/rugs, loose decor, .*personal belongings, clutter, and any people or pets/);
    expect(prompt).toMatch(
      /Keep the walls, ceiling, floor, windows, doors and other openings, radiators, built-in wardrobes, fixed kitchen units with their worktops and built-in appliances, bathroom fittings/,
    );
    expect(prompt).toMatch(/continue the floor, walls and skirting behind it seamlessly/);
    expect(prompt).toMatch(/do not add anything/);
    keepsArchitecture(prompt);
    // No furnishing in it: the style given is ignored, and nothing asks to add furniture.
    expect(prompt).not.toMatch(/Scandinavian|style|add movable furniture/);
    expect(negativePrompt).toMatch(/^furniture, rugs, decor/);
    expect(promptMode(prompt)).toEqual({ mode: 'empty' });
    expect(promptStyleCode(prompt)).toBeUndefined();
  });

  it('renovate: names each chosen finish and only those, keeps layout, openings, furniture and camera', () => {
    const { prompt } = stagingPrompt({
      ...kitchen,
      style: undefined,
      mode: { mode: 'renovate', finishes: { floor: 'barro_cocido', kitchen: 'verde_salvia' } },
    });
    expect(prompt).toMatch(
      /^Virtual renovation only: in this kitchen, replace the floor covering with traditional terracotta clay tiles; replace the kitchen cabinet doors and drawer fronts with sage green matt fronts, keeping the worktop, sink, tap, hob and appliances\. Change nothing else/,
    );
    expect(prompt).not.toMatch(/paint the walls/);
    expect(prompt).toMatch(/any furniture keeps its place/);
    expect(prompt).toMatch(/do not add or remove walls, windows, doors or built-in elements/);
    keepsArchitecture(prompt);
    expect(promptMode(prompt)).toEqual({
      mode: 'renovate',
      finishes: { floor: 'barro_cocido', kitchen: 'verde_salvia' },
    });
    expect(() => stagingPrompt({ ...kitchen, mode: { mode: 'renovate', finishes: {} } })).toThrow(
      /at least one/,
    );
  });

  it('renovate: every finish of the catalogue has English wording that reads back to its code', () => {
    for (const surface of FINISH_SURFACES)
      for (const finish of FINISHES[surface]) {
        const finishes = { [surface]: finish.code };
        const { prompt } = stagingPrompt({ ...salon, mode: { mode: 'renovate', finishes } });
        expect(prompt).not.toContain(finish.es);
        expect(promptMode(prompt)).toEqual({ mode: 'renovate', finishes });
      }
    // All three at once read back as all three (no finish's clause hides inside another's).
    const all = { floor: 'porcelanico_blanco', walls: 'gris_claro', kitchen: 'blanco_mate' } as const;
    const { prompt } = stagingPrompt({ ...salon, mode: { mode: 'renovate', finishes: all } });
    expect(prompt).toMatch(
      /large-format white porcelain tiles; paint the walls in a smooth matt light grey finish; /,
    );
    expect(promptMode(prompt)).toEqual({ mode: 'renovate', finishes: all });
  });

  it('exterior: replaces only the sky, with the light to match, and keeps the building and view', () => {
    const blue = stagingPrompt({ ...salon, mode: { mode: 'exterior', sky: 'blue' } }).prompt;
    const dusk = stagingPrompt({ ...salon, mode: { mode: 'exterior', sky: 'dusk' } }).prompt;
    expect(blue).toMatch(/^Virtual sky edit only: replace only the sky in this photo with a clear blue sky/);
    expect(blue).toMatch(/bright natural daylight of a sunny day/);
    expect(dusk).toMatch(/with a warm dusk sky, orange and pink near the horizon/);
    expect(dusk).toMatch(/soft, warm natural evening light/);
    for (const prompt of [blue, dusk]) {
      expect(prompt).toMatch(
        /Keep the architecture, the building and its façade, roofs, terraces, balconies, railings, windows, doors, plants, street and view exactly as they are/,
      );
      expect(prompt).toMatch(/do not add, remove or move anything/);
      keepsArchitecture(prompt);
      expect(prompt).not.toMatch(/living room|furniture|Scandinavian/);
    }
    expect(promptMode(blue)).toEqual({ mode: 'exterior', sky: 'blue' });
    expect(promptMode(dusk)).toEqual({ mode: 'exterior', sky: 'dusk' });
  });

  it('promptMode does not guess at a prompt written elsewhere', () => {
    expect(promptMode('Make it nicer.')).toBeUndefined();
    expect(
      promptMode('Virtual sky edit only: replace only the sky in this photo with a purple sky.'),
    ).toBeUndefined();
    expect(promptMode('Virtual renovation only: in this kitchen, add an island.')).toBeUndefined();
  });
});

describe('stagingModeChoiceSchema (shared by the dashboard form and the server)', () => {
  const parse = (value: unknown) => stagingModeChoiceSchema.safeParse(value);
  const message = (value: unknown) => parse(value).error?.issues[0]?.message;

  it('accepts each mode with its options, and drops options of another mode', () => {
    expect(parse({ mode: 'furnish' }).data).toEqual({ mode: 'furnish' });
    expect(parse({ mode: 'empty', sky: 'blue' }).data).toEqual({ mode: 'empty' });
    expect(parse({ mode: 'renovate', finishes: { walls: 'beige' } }).data).toEqual({
      mode: 'renovate',
      finishes: { walls: 'beige' },
    });
    expect(parse({ mode: 'exterior', sky: 'dusk' }).data).toEqual({ mode: 'exterior', sky: 'dusk' });
  });

  it('refuses, in Spanish: an unknown mode, a renovation without a finish or with another surface’s, a missing sky', () => {
    expect(message({ mode: 'demolish' })).toBe(stagingModeTexts.modeRequired);
    expect(message({})).toBe(stagingModeTexts.modeRequired);
    expect(message({ mode: 'renovate' })).toBe(stagingModeTexts.finishRequired);
    expect(message({ mode: 'renovate', finishes: {} })).toBe(stagingModeTexts.finishRequired);
    expect(message({ mode: 'renovate', finishes: { floor: 'beige' } })).toBe(
      'Elige un acabado de suelo de la lista.',
    );
    expect(message({ mode: 'renovate', finishes: { kitchen: 'marmol' } })).toBe(
      'Elige un acabado de frentes de cocina de la lista.',
    );
    expect(message({ mode: 'exterior' })).toBe(stagingModeTexts.skyRequired);
    expect(message({ mode: 'exterior', sky: 'night' })).toBe(stagingModeTexts.skyRequired);
  });

  it('the catalogue: four modes, only furnishing uses a style, each with its public label in both languages', () => {
    expect(STAGING_MODES.map((m) => STAGING_MODE_INFO[m].action.es)).toEqual([
      'Amueblar',
      'Vaciar estancia',
      'Reformar',
      'Exterior',
    ]);
    expect(STAGING_MODES.filter((m) => STAGING_MODE_INFO[m].usesStyle)).toEqual(['furnish']);
    expect(modeLabels('empty', 'es')).toEqual({
      action: 'Vaciar estancia',
      publicLabel: 'Vaciado virtualmente con IA',
      switchLabel: 'Vacío',
    });
    expect(modeLabels('exterior', 'en').publicLabel).toBe('Sky edited with AI');
    // Furnishing keeps the label public images carried before modes existed.
    expect(STAGING_MODE_INFO.furnish.publicLabel.es).toBe(AI_LABEL);
    for (const surface of FINISH_SURFACES)
      for (const f of FINISHES[surface]) expect(f.swatch).toMatch(/^#[0-9a-f]{6}$/);
  });
});
