import { forwardRef, useId } from 'react';
import { Switch } from './switch';

/** An on/off setting: its label, a line on what it does, and the switch. */
export const LabelledSwitch = forwardRef<
  HTMLButtonElement,
  {
    label: string;
    hint: string;
    checked: boolean;
    onChange: (checked: boolean) => void;
    onBlur?: () => void;
  }
>(function LabelledSwitch({ label, hint, checked, onChange, onBlur }, ref) {
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
        ref={ref}
        checked={checked}
        onCheckedChange={onChange}
        onBlur={onBlur}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
    </div>
  );
});
