import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { BrandingInput } from '../../../../shared/branding';
import { Switch } from '../../../components/ui/switch';

/** A labelled on/off choice of the branding form. */
export function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<BrandingInput>;
  name: 'show_logo' | 'show_contact';
  label: string;
  hint: string;
}) {
  const { field } = useController({ control, name });
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-neutral-600">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        ref={field.ref}
        checked={field.value}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
    </div>
  );
}
