import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { type BrandingInput, hexColorSchema } from '../../../../shared/branding';
import { contrastRatio, inkOn, readableOn } from '../../../../shared/color';
import { Input } from '../../../components/ui/input';
import { brandingPageTexts as t } from '../texts';

/** The colour a typed value stands for, or null while it is not a valid colour (yet). */
export function parsedColor(value: string | undefined): string | null {
  const parsed = hexColorSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * What the microsites draw text and links in for a main colour (`readableOn`, brand.ts), when it
 * is not the colour itself: a colour too light to read on white is shown darker.
 */
export function shownAsText(color: string): { shown: string; ratio: string } | null {
  const shown = readableOn(color);
  if (shown === color.toLowerCase()) return null;
  const ratio = contrastRatio(color, '#ffffff').toLocaleString('es-ES', { maximumFractionDigits: 1 });
  return { shown, ratio };
}

/**
 * One brand colour: the browser's picker and a text box on the same value ("picker or
 * text"), and a swatch with readable text on the colour, live.
 */
export function ColorField({
  control,
  name,
  label,
  hint,
  fallback,
  disabled = false,
  asText = false,
}: {
  control: Control<BrandingInput>;
  name: 'primary_color' | 'secondary_color';
  label: string;
  hint: string;
  /** Shown by the picker and the swatch while the text is not a colour. */
  fallback: string;
  /** The plan does not include changing it (the server refuses it too). */
  disabled?: boolean;
  /** The microsites write text in this colour: say when they must darken it, and to what. */
  asText?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const color = parsedColor(field.value) ?? fallback;
  const error = fieldState.error?.message;
  const darker = asText ? shownAsText(color) : null;
  const describedBy = [`${id}-hint`, darker ? `${id}-shown` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t.pick(label)}
          value={color}
          onChange={(e) => field.onChange(e.target.value)}
          disabled={disabled}
          className="h-11 w-12 shrink-0 cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 rounded-lg border border-neutral-300 bg-white p-1"
        />
        <Input
          id={id}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 font-mono"
        />
        <div
          role="img"
          aria-label={`${t.swatch(label)}: ${color}`}
          data-testid={`${name}-swatch`}
          className="flex h-11 w-14 shrink-0 items-center justify-center rounded-lg text-xl font-bold ring-1 ring-black/10"
          style={{ backgroundColor: color, color: inkOn(color) }}
        >
          Aa
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        {hint}
      </p>
      {darker && (
        <div
          id={`${id}-shown`}
          className="flex items-start gap-2 text-sm text-neutral-700"
          data-testid={`${name}-shown`}
        >
          <span
            role="img"
            aria-label={t.shownSwatch(darker.shown)}
            className="mt-0.5 size-5 shrink-0 rounded ring-1 ring-black/10"
            style={{ backgroundColor: darker.shown }}
          />
          <p>{t.darkened(darker.ratio, darker.shown)}</p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
