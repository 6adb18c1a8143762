import { stagingTexts } from '../../../shared/staging';
import { STAGING_MODE_INFO, type StagingMode, type StagingModeChoice } from '../../../shared/staging-modes';
import type { ModeOptions } from '../../db/schema/staging';
import { AppError } from '../../lib/app-error';
import { providerModes, type StagingProvider } from '../../providers/staging/staging-provider';

/** A mode's options as stored (`mode_options`): null for the modes that have none. */
export function optionsOf(choice: StagingModeChoice): ModeOptions | null {
  if (choice.mode === 'renovate') return { finishes: choice.finishes };
  if (choice.mode === 'exterior') return { sky: choice.sky };
  return null;
}

/** The choice a stored row was made with (rows from before modes furnish). */
export function choiceOf(row: { mode: StagingMode; modeOptions: ModeOptions | null }): StagingModeChoice {
  const options = row.modeOptions;
  if (row.mode === 'renovate' && options && 'finishes' in options)
    return { mode: 'renovate', finishes: options.finishes };
  if (row.mode === 'exterior' && options && 'sky' in options) return { mode: 'exterior', sky: options.sky };
  return row.mode === 'empty' ? { mode: 'empty' } : { mode: 'furnish' };
}

/** Whether the mode is asked in a style (furnish only). */
export const usesStyle = (choice: StagingModeChoice) => STAGING_MODE_INFO[choice.mode].usesStyle;

/**
 * One string per mode and options, the same whatever the order the options came in: part of the
 * default seed and of the batch's "already made" key.
 */
export function modeKey(choice: StagingModeChoice): string {
  const options = optionsOf(choice);
  if (!options) return choice.mode;
  const flat = 'finishes' in options ? options.finishes : options;
  const parts = Object.entries(flat)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`);
  return `${choice.mode}:${parts.join(',')}`;
}

/**
 * Refuses a mode the configured model cannot do (the interior-design preset furnishes only),
 * before anything is written or counted; the preset itself refuses it again at the provider.
 */
export function assertModesSupported(provider: StagingProvider, modes: readonly StagingMode[]): void {
  const supported = providerModes(provider);
  const missing = modes.find((m) => !supported.includes(m));
  if (missing) throw new AppError('validation', stagingTexts.modeUnsupported(missing, supported));
}
