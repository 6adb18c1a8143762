import { fluxKontextPro } from './flux-kontext-pro';
import { interiorDesign } from './interior-design';
import type { StagingPreset } from './preset';

/** `REPLICATE_MODEL` values; the first is the default (docs/decisions/018-staging-model.md). */
export const stagingPresetCodes = ['flux-kontext-pro', 'interior-design'] as const;
export type StagingPresetCode = (typeof stagingPresetCodes)[number];

export const stagingPresets: Record<StagingPresetCode, StagingPreset> = {
  'flux-kontext-pro': fluxKontextPro,
  'interior-design': interiorDesign,
};
