import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { MAX_RANGES_PER_DAY, visitTexts, type Weekday } from '../../../../shared/visits';
import { visitSettingsTexts as t } from '../../../../shared/visits-dashboard';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { VisitSettingsForm } from './visit-settings-form-values';

type RangeErrors = { start?: { message?: string }; end?: { message?: string } } | undefined;

/** One weekday's ranges: add and remove them; each error under its own field. */
export function DayRangesField({
  day,
  control,
  register,
  errors,
}: {
  day: Weekday;
  control: Control<VisitSettingsForm>;
  register: UseFormRegister<VisitSettingsForm>;
  errors: FieldErrors<VisitSettingsForm>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `weeklyHours.${day}` });
  const name = visitTexts.weekday[day];
  const dayErrors = errors.weeklyHours?.[day] as
    | (RangeErrors[] & { message?: string; root?: { message?: string } })
    | undefined;
  const dayMessage = dayErrors?.message ?? dayErrors?.root?.message;
  const headingId = `visit-day-${day}`;
  return (
    <fieldset
      aria-labelledby={headingId}
      className="min-w-0 border-t border-neutral-200 py-3 first:border-t-0 sm:grid sm:grid-cols-[7rem_1fr] sm:gap-x-4"
    >
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-2 sm:block',
          fields.length ? 'sm:pt-7' : 'sm:pt-2.5',
        )}
      >
        <span id={headingId} className="text-sm font-semibold text-ink">
          {name}
        </span>
        {fields.length === 0 && <span className="block text-sm text-neutral-600">{t.closed}</span>}
      </div>
      <div className="min-w-0">
        <ul className="mt-2 space-y-2 sm:mt-0">
          {fields.map((field, i) => {
            const err = dayErrors?.[i];
            const label = t.rangeLabel(name, i + 1);
            const startId = `${day}-${i}-start`;
            const endId = `${day}-${i}-end`;
            return (
              <li key={field.id} className="space-y-1">
                <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[8rem_8rem_auto] sm:justify-start">
                  <div className="min-w-0">
                    <label htmlFor={startId} className="block text-xs font-medium text-neutral-700">
                      {t.from}
                    </label>
                    <Input
                      id={startId}
                      inputMode="text"
                      autoComplete="off"
                      maxLength={5}
                      placeholder={t.timePlaceholder}
                      aria-label={`${label}: ${t.from.toLowerCase()}`}
                      aria-invalid={err?.start ? true : undefined}
                      aria-describedby={err?.start ? `${startId}-error` : undefined}
                      {...register(`weeklyHours.${day}.${i}.start`)}
                    />
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={endId} className="block text-xs font-medium text-neutral-700">
                      {t.to}
                    </label>
                    <Input
                      id={endId}
                      inputMode="text"
                      autoComplete="off"
                      maxLength={5}
                      placeholder={t.timePlaceholder}
                      aria-label={`${label}: ${t.to.toLowerCase()}`}
                      aria-invalid={err?.end ? true : undefined}
                      aria-describedby={err?.end ? `${endId}-error` : undefined}
                      {...register(`weeklyHours.${day}.${i}.end`)}
                    />
                  </div>
                  <Button
                    variant="dangerGhost"
                    className="px-3"
                    aria-label={t.removeRange(name, i + 1)}
                    title={t.removeRange(name, i + 1)}
                    onClick={() => remove(i)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
                {err?.start?.message && (
                  <p id={`${startId}-error`} role="alert" className="text-sm text-red-700">
                    {err.start.message}
                  </p>
                )}
                {err?.end?.message && (
                  <p id={`${endId}-error`} role="alert" className="text-sm text-red-700">
                    {err.end.message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {dayMessage && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {dayMessage}
          </p>
        )}
        {fields.length < MAX_RANGES_PER_DAY && (
          <Button
            variant="ghost"
            className="mt-1 -ml-2 px-2"
            aria-label={t.addRangeTo(name)}
            onClick={() => {
              const last = fields.at(-1);
              append(last ? { start: last.end, end: '' } : { start: '10:00', end: '14:00' });
            }}
          >
            <Plus className="size-4" aria-hidden />
            {t.addRange}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
