import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';

/** One preference: its label, what it does, and the switch. */
export function PreferenceSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
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
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
    </div>
  );
}
