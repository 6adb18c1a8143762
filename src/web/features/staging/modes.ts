import { type RenderView, renderStages } from '../../../shared/staging';
import {
  FINISH_SURFACES,
  type FinishSurface,
  finishOf,
  type RenovationFinishes,
  type Sky,
  STAGING_MODE_INFO,
  type StagingMode,
  type StagingModeChoice,
  skyLabels,
  surfaceLabels,
} from '../../../shared/staging-modes';
import { stagingPageTexts as t } from './texts';

/**
 * What the mode picker holds while the agent chooses: every mode's options at once, so going
 * from "Reformar" to "Exterior" and back keeps the finishes picked.
 */
export interface ModeDraft {
  mode: StagingMode;
  finishes: Partial<Record<FinishSurface, string>>;
  sky: Sky;
}

export const initialDraft = (): ModeDraft => ({ mode: 'furnish', finishes: {}, sky: 'blue' });

/** The request's mode from the draft; the server's schema checks it (a finish at least). */
export function choiceOf(d: ModeDraft): StagingModeChoice {
  if (d.mode === 'renovate') {
    const finishes: Record<string, string> = {};
    for (const s of FINISH_SURFACES) if (d.finishes[s]) finishes[s] = d.finishes[s]!;
    return { mode: 'renovate', finishes: finishes as RenovationFinishes };
  }
  if (d.mode === 'exterior') return { mode: 'exterior', sky: d.sky };
  return { mode: d.mode };
}

/** "Suelo: Roble claro · Frentes de cocina: Verde salvia", "Cielo azul"; '' for furnish and empty. */
export function optionsText(choice: StagingModeChoice): string {
  if (choice.mode === 'renovate')
    return FINISH_SURFACES.flatMap((s) => {
      const f = finishOf(s, choice.finishes[s]);
      return f ? [`${surfaceLabels[s].es}: ${f.es}`] : [];
    }).join(' · ');
  if (choice.mode === 'exterior') return skyLabels[choice.sky].es;
  return '';
}

/** What a render or variant did, after its room: the style to furnish, else the mode's action. */
export function whatItDid(v: {
  mode: StagingMode;
  styleLabel: string;
  sourceRenderId: string | null;
}): string {
  if (v.mode !== 'furnish') return STAGING_MODE_INFO[v.mode].action.es;
  return v.sourceRenderId ? `${v.styleLabel} (${t.afterEmptying})` : v.styleLabel;
}

/** A stable key of a mode and its options (object key order must not matter). */
export const modeKey = (c: StagingModeChoice) =>
  c.mode === 'renovate'
    ? `renovate:${FINISH_SURFACES.map((s) => c.finishes[s] ?? '').join(',')}`
    : c.mode === 'exterior'
      ? `exterior:${c.sky}`
      : c.mode;

type Sibling = {
  photoId: string | null;
  use: string;
  room: string | null;
  style: string;
  modeChoice: StagingModeChoice;
  variation: number;
  sourceRenderId: string | null;
};

const sameRequest = (a: Sibling, b: Sibling) =>
  a.photoId === b.photoId &&
  a.use === b.use &&
  a.room === b.room &&
  a.style === b.style &&
  modeKey(a.modeChoice) === modeKey(b.modeChoice) &&
  (a.sourceRenderId === null) === (b.sourceRenderId === null);

/** "Variación 2 de 3" among the variations of the same request; null when there is only one. */
export function variationText(v: Sibling, all: readonly Sibling[]): string | null {
  const n = Math.max(...all.filter((x) => sameRequest(x, v)).map((x) => x.variation), v.variation) + 1;
  return n > 1 ? t.variationOf(v.variation + 1, n) : null;
}

const LIVE = new Set(['queued', 'processing', 'completed']);

/**
 * Renders a request will add to the month, as the server counts them: each step (per variation,
 * a chain's empty step, then the mode's render) that no live render of the photo already is.
 * A chain on a room emptied before reuses that emptied room, so it costs one per variation.
 */
export function newRenderCount(
  req: {
    photoId: string;
    use: string;
    room: string;
    style: string;
    choice: StagingModeChoice;
    variations: number;
    chain: boolean;
  },
  renders: readonly Pick<RenderView, keyof Sibling | 'status'>[],
): number {
  const live = renders.filter((r) => LIVE.has(r.status));
  let n = 0;
  for (let variation = 0; variation < req.variations; variation += 1) {
    const base = { photoId: req.photoId, use: req.use, room: req.room, variation };
    const steps: Sibling[] = [];
    if (req.chain) steps.push({ ...base, style: '', modeChoice: { mode: 'empty' }, sourceRenderId: null });
    steps.push({
      ...base,
      style: req.choice.mode === 'furnish' ? req.style : '',
      modeChoice: req.choice,
      sourceRenderId: req.chain ? 'chained' : null,
    });
    for (const step of steps)
      if (!live.some((r) => r.variation === variation && sameRequest(r, step))) n += 1;
  }
  return n;
}

/** A chain's step: the empty one that another render of the batch starts from, or the furnishing one. */
function stepText(r: RenderView, all: readonly RenderView[]): string | null {
  if (r.sourceRenderId) return t.furnishing;
  if (r.mode === 'empty' && all.some((x) => x.sourceRenderId === r.id)) return t.emptying;
  return null;
}

export interface BatchState {
  total: number;
  completed: number;
  failed: number;
  unfinished: number;
  percent: number;
  /** "Vaciando…", "Amueblando…", the running render's stage, or "¡Completado!" at the end. */
  stage: string;
}

const isUnfinished = (r: RenderView) => r.status === 'queued' || r.status === 'processing';

/** The renders of a request or a batch in the order they were asked (variation, then chain step). */
export const inRequestOrder = (renders: readonly RenderView[]) =>
  [...renders].sort(
    (a, b) =>
      a.variation - b.variation ||
      Number(a.sourceRenderId !== null) - Number(b.sourceRenderId !== null) ||
      a.createdAt.localeCompare(b.createdAt),
  );

/** One progress view for several renders: how far they are together and what runs now. */
export function batchState(renders: readonly RenderView[]): BatchState {
  const ordered = inRequestOrder(renders);
  const completed = ordered.filter((r) => r.status === 'completed').length;
  const unfinished = ordered.filter(isUnfinished);
  const failed = ordered.length - completed - unfinished.length;
  const sum = ordered.reduce((acc, r) => acc + (isUnfinished(r) ? r.progress : 100), 0);
  const running = unfinished.find((r) => r.status === 'processing') ?? unfinished[0];
  const stage = running
    ? (stepText(running, ordered) ?? running.stage)
    : failed
      ? t.batchFailed(failed)
      : renderStages[renderStages.length - 1]!.label;
  return {
    total: ordered.length,
    completed,
    failed,
    unfinished: unfinished.length,
    percent: ordered.length ? Math.round(sum / ordered.length) : 0,
    stage,
  };
}
