import { describe, expect, it } from 'vitest';
import { type RenderView, stagingTexts } from '../../../shared/staging';
import { emptySelection, selectionProblem } from '../../../shared/staging-selection';
import { batchState, choiceOf, initialDraft, newRenderCount, optionsText, variationText } from './modes';

const render = (over: Partial<RenderView>): RenderView => ({
  id: 'r',
  listingId: 'l',
  photoId: 'p',
  batchId: 'b',
  use: 'residencial',
  room: 'salon',
  style: '',
  seed: 1,
  mode: 'empty',
  modeChoice: { mode: 'empty' },
  variation: 0,
  sourceRenderId: null,
  status: 'queued',
  progress: 0,
  stage: 'En cola...',
  error: null,
  variantId: null,
  afterUrl: null,
  testRender: true,
  createdAt: '2026-11-29T00:00:00.000Z',
  completedAt: null,
  ...over,
});

describe('staging modes in the dashboard', () => {
  it('builds the mode choice from the draft: only the surfaces picked', () => {
    const d = {
      ...initialDraft(),
      mode: 'renovate' as const,
      finishes: { floor: 'roble_claro', walls: undefined },
    };
    expect(choiceOf(d)).toEqual({ mode: 'renovate', finishes: { floor: 'roble_claro' } });
    expect(optionsText(choiceOf(d))).toBe('Suelo: Roble claro');
    expect(optionsText(choiceOf({ ...d, mode: 'exterior', sky: 'dusk' }))).toBe('Atardecer');
  });

  it('asks for a style only to furnish', () => {
    const s = { ...emptySelection(), photoId: 'p', room: 'salon' };
    expect(selectionProblem(s, stagingTexts)).toBe(stagingTexts.styleRequired);
    expect(selectionProblem(s, stagingTexts, false)).toBeNull();
  });

  it('counts a chain as two renders per variation, one when the room was emptied before', () => {
    const req = {
      photoId: 'p',
      use: 'residencial',
      room: 'salon',
      style: 'nordic',
      choice: { mode: 'furnish' as const },
      variations: 3,
      chain: true,
    };
    expect(newRenderCount(req, [])).toBe(6);
    expect(newRenderCount(req, [render({ status: 'completed' })])).toBe(5);
    // A failed render does not stand: the step is made again.
    expect(newRenderCount(req, [render({ status: 'failed' })])).toBe(6);
    expect(newRenderCount({ ...req, chain: false, variations: 1 }, [])).toBe(1);
  });

  it('names the variation among its siblings only when there are several', () => {
    const a = render({ variation: 0 });
    const b = render({ variation: 2 });
    expect(variationText(b, [a, b])).toBe('Variación 3 de 3');
    expect(variationText(a, [a])).toBeNull();
    expect(
      variationText(a, [
        a,
        render({
          variation: 1,
          mode: 'renovate',
          modeChoice: { mode: 'renovate', finishes: { floor: 'roble_claro' } },
        }),
      ]),
    ).toBeNull();
  });

  it('follows a chain as one: emptying, then furnishing, then done', () => {
    const empty = render({ id: 'e', status: 'processing', progress: 40 });
    const furnish = render({
      id: 'f',
      mode: 'furnish',
      modeChoice: { mode: 'furnish' },
      sourceRenderId: 'e',
      style: 'nordic',
    });
    expect(batchState([furnish, empty])).toMatchObject({ stage: 'Vaciando…', percent: 20, completed: 0 });
    const emptied = { ...empty, status: 'completed' as const, progress: 100 };
    expect(batchState([emptied, { ...furnish, status: 'processing' }])).toMatchObject({
      stage: 'Amueblando…',
      completed: 1,
    });
    expect(batchState([emptied, { ...furnish, status: 'completed', progress: 100 }]).stage).toBe(
      '¡Completado!',
    );
    expect(batchState([emptied, { ...furnish, status: 'failed' }]).stage).toBe('1 con error');
  });
});
