import { type FormEvent, useState } from 'react';
import {
  type ImportPreview,
  type ImportSchedule,
  type ImportStartInput,
  importScheduleLabels,
  importTexts,
  type LeftAction,
  leftActionLabels,
} from '../../../../shared/imports';
import { type AddressPrivacy, addressPrivacyLabels } from '../../../../shared/listing-catalog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { importPageTexts as t } from '../texts';
import { SelectField } from './select-field';

/** Whether "Importar" has anything to do: listings to write, or listings that left the source. */
export const hasWork = (p: ImportPreview) => p.new.length + p.updated.length > 0 || p.left.length > 0;

/** The choices an import takes (what leaves, how addresses show, how often to sync) and "Importar". */
export function PreviewOptions({
  preview,
  pending,
  error,
  onImport,
  onRestart,
}: {
  preview: ImportPreview;
  pending: boolean;
  /** Why the last "Importar" was refused (the preview expired, another run is going). */
  error?: string;
  onImport: (input: ImportStartInput) => void;
  onRestart: () => void;
}) {
  const isUrl = preview.source.kind === 'feed_url';
  const [leftAction, setLeftAction] = useState<LeftAction>('draft');
  const [privacy, setPrivacy] = useState<AddressPrivacy>('zone');
  const [schedule, setSchedule] = useState<ImportSchedule>('daily');
  const nothing = preview.new.length + preview.updated.length === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onImport({ preview_id: preview.preview_id, left_action: leftAction, address_privacy: privacy, schedule });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      {nothing && <Alert tone="info">{importTexts.nothingToImport}</Alert>}
      {hasWork(preview) && (
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-ink">{t.optionsTitle}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {(preview.left.length > 0 || isUrl) && (
              <SelectField
                label={t.leftLabel}
                hint={t.leftHint}
                value={leftAction}
                labels={leftActionLabels}
                onChange={setLeftAction}
              />
            )}
            <SelectField
              label={t.privacyLabel}
              value={privacy}
              labels={addressPrivacyLabels}
              onChange={setPrivacy}
            />
            {isUrl && (
              <SelectField
                label={t.scheduleLabel}
                value={schedule}
                labels={importScheduleLabels}
                onChange={setSchedule}
              />
            )}
          </div>
        </fieldset>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        {hasWork(preview) && (
          <Button type="submit" loading={pending}>
            {pending ? t.importing : t.import}
          </Button>
        )}
        <Button variant="secondary" onClick={onRestart} disabled={pending}>
          {t.restart}
        </Button>
      </div>
    </form>
  );
}
