import { useId } from 'react';

const selectClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** A labelled choice among fixed options (their Spanish labels by value). */
export function SelectField<V extends string>({
  label,
  hint,
  value,
  labels,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  value: V;
  labels: Record<V, string>;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value as V)}
        className={selectClass}
      >
        {(Object.keys(labels) as V[]).map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
    </div>
  );
}
