import { describe, expect, it } from 'vitest';
import { roomsData, stylesData, usesData } from '../../db/seed/catalog-data';
import { promptStyleCode, stagingPrompt } from './prompt';

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
