import { useId } from 'react';
import { aiTextTexts } from '../../../../shared/ai-texts';
import { cn } from '../../../lib/cn';
import { listingFormTexts as t } from '../texts';
import { AiAction, type AiFill, AiNotice } from './listing-form-ai';
import type { ListingFormApi } from './listing-form-values';

/** The schema's limit (src/shared/listings.ts): the counter and the message name the same number. */
export const DESCRIPTION_MAX = 4000;

function DescriptionField({
  form,
  name,
  label,
  hint,
  rows,
  lang,
  ai,
}: {
  form: ListingFormApi;
  ai: AiFill;
  name: 'description' | 'descriptionEn';
  label: string;
  hint: string;
  rows: number;
  lang: 'es' | 'en';
}) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const current = form.watch(name) ?? '';
  const length = current.length;
  const over = length > DESCRIPTION_MAX;
  return (
    <div className="col-span-2 space-y-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
          {label}
        </label>
        <AiAction ai={ai} name={name} />
      </div>
      <textarea
        id={id}
        rows={rows}
        lang={lang}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        className="block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600"
        {...form.register(name)}
      />
      <div className="flex items-start justify-between gap-3 text-sm">
        <p id={`${id}-hint`} className="text-neutral-600">
          {hint}
        </p>
        <p
          id={`${id}-count`}
          className={cn('shrink-0 tabular-nums', over ? 'font-semibold text-red-700' : 'text-neutral-600')}
          data-testid={`${name}-count`}
        >
          <span aria-hidden>{t.counter(length, DESCRIPTION_MAX)}</span>
          <span className="sr-only">{t.counterLabel(length, DESCRIPTION_MAX)}</span>
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <AiNotice ai={ai} name={name} current={current} />
    </div>
  );
}

/**
 * Descripción: the Spanish text and, optionally, the English one, each with a live counter, and
 * the AI's draft and translation when the server has a text service.
 */
export function DescriptionFields({ form, ai }: { form: ListingFormApi; ai: AiFill }) {
  return (
    <>
      <DescriptionField
        form={form}
        name="description"
        label={t.description}
        hint={t.descriptionHint}
        rows={10}
        lang="es"
        ai={ai}
      />
      <DescriptionField
        form={form}
        name="descriptionEn"
        label={t.descriptionEn}
        hint={t.descriptionEnHint}
        rows={6}
        lang="en"
        ai={ai}
      />
      {ai.available && (
        <div className="col-span-2 space-y-1 text-sm text-neutral-600">
          <p>{aiTextTexts.writeHint}</p>
          <p data-testid="ai-text-allowance">{ai.allowanceText}</p>
        </div>
      )}
    </>
  );
}
