import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  VISIT_LENGTH,
  type VisitSettingsView,
  visitSettingsSchema,
  WEEKDAYS,
} from '../../../../shared/visits';
import { visitSettingsTexts as t } from '../../../../shared/visits-dashboard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LabelledSwitch } from '../../../components/ui/labelled-switch';
import { ApiError } from '../../../lib/api';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSaveVisitSettings, type VisitSettingsBody } from '../api/use-visit-settings';
import { DayRangesField } from './day-ranges-field';
import { isFormField, toForm, type VisitSettingsForm } from './visit-settings-form-values';

const WORKDAYS = ['tue', 'wed', 'thu', 'fri'] as const;

/** The hours form, checked with the server's own schema (visitSettingsSchema) before it is sent. */
export function VisitSettingsFormView({ settings }: { settings: VisitSettingsView }) {
  const save = useSaveVisitSettings();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<VisitSettingsForm>({
    resolver: zodResolver(visitSettingsSchema) as never,
    defaultValues: toForm(settings),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values as unknown as VisitSettingsBody);
      reset(toForm(saved.settings));
      toast.success(t.saved);
    } catch (e) {
      if (e instanceof ApiError && e.fields)
        for (const [key, message] of Object.entries(e.fields))
          if (isFormField(key)) setError(key as 'lengthMinutes', { message });
      toastApiError(e, t.saveError);
    }
  });
  const copyMonday = () => {
    const monday = getValues('weeklyHours.mon');
    for (const day of WORKDAYS)
      setValue(
        `weeklyHours.${day}`,
        monday.map((r) => ({ ...r })),
        { shouldDirty: true },
      );
  };
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {!settings.saved && <Alert tone="warning">{t.notSaved}</Alert>}
      <div>
        <h3 className="text-sm font-semibold text-ink">{t.weekHours}</h3>
        <p className="text-sm text-neutral-600">{t.weekHoursHint}</p>
        <div className="mt-2">
          {WEEKDAYS.map((day) => (
            <DayRangesField key={day} day={day} control={control} register={register} errors={errors} />
          ))}
        </div>
        <Button variant="secondary" onClick={copyMonday} className="mt-1">
          <Copy className="size-4" aria-hidden />
          {t.copyMonday}
        </Button>
      </div>
      <div className="max-w-xs">
        <FormField label={t.length} hint={t.lengthHint} error={errors.lengthMinutes?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={VISIT_LENGTH.min}
            max={VISIT_LENGTH.max}
            step={VISIT_LENGTH.step}
            {...register('lengthMinutes')}
          />
        </FormField>
      </div>
      <Controller
        control={control}
        name="autoConfirm"
        render={({ field }) => (
          <LabelledSwitch
            ref={field.ref}
            label={t.autoConfirm}
            hint={t.autoConfirmHint}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {isSubmitted && hasErrors && <Alert tone="error">{t.fixErrors}</Alert>}
      <Button type="submit" loading={save.isPending} disabled={!isDirty && settings.saved}>
        {t.save}
      </Button>
    </form>
  );
}
