import { type Control, useController } from 'react-hook-form';
import type { BrandingInput } from '../../../../shared/branding';
import { LabelledSwitch } from '../../../components/ui/labelled-switch';

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
  return (
    <LabelledSwitch
      ref={field.ref}
      label={label}
      hint={hint}
      checked={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
