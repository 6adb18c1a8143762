import type { CatalogItem } from '../api/use-staging';
import { stagingPageTexts as t } from '../texts';

/** A room or style picker: the catalogue of the chosen use, empty until one is chosen. */
export function CatalogSelect(props: {
  label: string;
  value: string | null;
  items: CatalogItem[] | undefined;
  onChange: (code: string | null) => void;
}) {
  return (
    <label className="block text-sm font-semibold text-ink">
      {props.label}
      <select
        className="mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-ink"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        <option value="">{t.choose}</option>
        {props.items?.map((item) => (
          <option key={item.code} value={item.code}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}
