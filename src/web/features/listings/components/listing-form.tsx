import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Resolver, useForm } from 'react-hook-form';
import { type ListingValues, type ListingView, listingInputSchema } from '../../../../shared/listings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { listingFormTexts as t } from '../texts';
import { useAiFill } from './listing-form-ai';
import { BasicFields } from './listing-form-basic';
import { CostFields } from './listing-form-costs';
import { DescriptionFields } from './listing-form-description';
import { EnergyFields } from './listing-form-energy';
import { FeatureFields } from './listing-form-features';
import { LocationFields } from './listing-form-location';
import { panelId, SectionTabs, tabId } from './listing-form-tabs';
import {
  type ListingFormValues,
  SECTIONS,
  type SectionId,
  sectionsWithErrors,
  toForm,
  toSchemaInput,
} from './listing-form-values';

export type { ListingFormValues } from './listing-form-values';
export type FieldErrorsFromServer = Record<string, string>;

const schemaResolver = zodResolver(listingInputSchema);

/**
 * Create and edit in six sections (Básico … Certificado energético), validated by the same zod
 * schema as the server. Every section stays mounted (hidden, not removed), so moving between them
 * keeps what was typed. The submit button lives in the dialog's footer and points here through
 * `formId`.
 */
export function ListingForm({
  formId,
  listing,
  atLimit,
  onSubmit,
}: {
  formId: string;
  listing?: ListingView;
  atLimit: boolean;
  onSubmit: (values: ListingValues, showFieldErrors: (fields: FieldErrorsFromServer) => void) => unknown;
}) {
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [active, setActive] = useState<SectionId>('basic');
  const stored = listing?.features ?? [];
  const form = useForm<ListingFormValues, unknown, ListingValues>({
    // The schema also takes numbers and nulls (API callers); the inputs only ever hold strings.
    resolver: ((values, context, options) =>
      schemaResolver(toSchemaInput(values, stored), context, options as never)) as Resolver<
      ListingFormValues,
      unknown,
      ListingValues
    >,
    defaultValues: toForm(listing),
    // Focus goes to the first field to correct once its section is shown (see `showErrors`).
    shouldFocusError: false,
  });
  const { formState } = form;
  const withErrors = sectionsWithErrors(Object.keys(formState.errors));

  const open = (s: SectionId) => {
    flushSync(() => setActive(s));
    formRef.current?.scrollIntoView({ block: 'start' });
  };
  /** Opens the first section with an error and focuses its first field to correct. */
  const showErrors = (fields: string[]) => {
    const first = sectionsWithErrors(fields)[0];
    if (!first) return;
    open(first);
    const panel = document.getElementById(panelId(base, first));
    const target = [...(panel?.querySelectorAll<HTMLElement>('[name]') ?? [])].find((el) =>
      fields.includes(el.getAttribute('name') ?? ''),
    );
    target?.focus();
  };
  const showFieldErrors = (fields: FieldErrorsFromServer) => {
    const known = Object.keys(fields).filter((name) => name in form.getValues());
    for (const name of known) form.setError(name as keyof ListingFormValues, { message: fields[name] });
    showErrors(known);
  };
  const ai = useAiFill({ form, listingId: listing?.id ?? null, storedFeatures: stored, showFieldErrors });

  const panel = (s: SectionId, children: ReactNode) => {
    const next = SECTIONS[SECTIONS.indexOf(s) + 1];
    return (
      <section
        key={s}
        role="tabpanel"
        id={panelId(base, s)}
        aria-labelledby={tabId(base, s)}
        hidden={s !== active}
        className="grid grid-cols-2 content-start gap-4"
      >
        {children}
        {next && (
          <div className="col-span-2 flex justify-end border-t border-neutral-100 pt-3">
            <Button variant="secondary" onClick={() => open(next)}>
              {t.next(t.sections[next])}
            </Button>
          </div>
        )}
      </section>
    );
  };

  return (
    <form
      ref={formRef}
      id={formId}
      noValidate
      onSubmit={form.handleSubmit(
        (values) => onSubmit(values, showFieldErrors),
        (errors) => showErrors(Object.keys(errors)),
      )}
      className="scroll-mt-4 md:grid md:grid-cols-[11rem_minmax(0,1fr)] md:gap-6"
    >
      <div className="sticky -top-4 z-10 -mx-4 -mt-4 mb-4 border-b border-neutral-200 bg-white px-4 py-2 sm:-top-5 sm:-mx-6 sm:-mt-5 sm:px-6 md:top-0 md:m-0 md:self-start md:border-0 md:p-0">
        <SectionTabs base={base} active={active} withErrors={withErrors} onSelect={open} />
      </div>
      <div className="min-w-0 space-y-4">
        {formState.submitCount > 0 && withErrors.length > 0 && (
          <Alert tone="error">{t.errorsIn(withErrors.map((s) => t.sections[s]))}</Alert>
        )}
        {panel(
          'basic',
          <BasicFields
            form={form}
            assignedMemberId={listing?.assignedMemberId ?? ''}
            showLimitHint={atLimit && form.watch('published') && !listing?.published}
          />,
        )}
        {panel('description', <DescriptionFields form={form} ai={ai} />)}
        {panel('features', <FeatureFields form={form} />)}
        {panel('costs', <CostFields form={form} />)}
        {panel('location', <LocationFields form={form} />)}
        {panel(
          'energy',
          <EnergyFields
            register={form.register}
            errors={formState.errors}
            status={form.watch('energyStatus')}
          />,
        )}
      </div>
    </form>
  );
}
