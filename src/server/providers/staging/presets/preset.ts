import type { StagingInput } from '../staging-provider';

/** A prediction request as `replicate.predictions.create` takes it. */
export type PresetRequest = ({ model: string } | { version: string }) & { input: Record<string, unknown> };

/**
 * One Replicate model and how a render is asked of it. Adding a model is one more file like
 * this one, plus its code in registry.ts.
 */
export interface StagingPreset {
  /** Stored on each render for audit: `owner/name`, or `owner/name:version` when pinned. */
  readonly model: string;
  /** The request for one render; `imageUrl` is the private upload of the original photo. */
  request(input: StagingInput, imageUrl: string): PresetRequest;
}
