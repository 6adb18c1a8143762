import type { StagingMode } from '../../../../shared/staging-modes';
import { promptMode } from '../prompt';
import { StagingError, type StagingInput } from '../staging-provider';

/** A prediction request as `replicate.predictions.create` takes it. */
export type PresetRequest = ({ model: string } | { version: string }) & { input: Record<string, unknown> };

/**
 * One Replicate model and how a render is asked of it. Adding a model is one more file like
 * this one, plus its code in registry.ts.
 */
export interface StagingPreset {
  /** Stored on each render for audit: `owner/name`, or `owner/name:version` when pinned. */
  readonly model: string;
  /**
   * The staging modes (shared/staging-modes.ts) the model can do: callers check
   * presetSupportsMode before they offer or queue a mode, and request() refuses the others.
   */
  readonly modes: readonly StagingMode[];
  /** The request for one render; `imageUrl` is the private upload of the original photo. */
  request(input: StagingInput, imageUrl: string): PresetRequest;
}

export const presetSupportsMode = (preset: Pick<StagingPreset, 'modes'>, mode: StagingMode): boolean =>
  preset.modes.includes(mode);

/**
 * The last guard before a model is asked: a prompt written for a mode the preset cannot do
 * (read back from its wording) fails as a generation that cannot succeed, so it is not retried
 * and nothing is billed. A prompt not written by prompt.ts is the caller's own and passes.
 */
export function refuseUnsupportedMode(preset: StagingPreset, input: StagingInput): void {
  const mode = promptMode(input.prompt)?.mode;
  if (mode && !presetSupportsMode(preset, mode))
    throw new StagingError(
      'generation_failed',
      `${preset.model} cannot do the staging mode "${mode}"; it supports: ${preset.modes.join(', ')}`,
    );
}
