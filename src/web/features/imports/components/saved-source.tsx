import { RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type ImportRun,
  type ImportSourceSettings,
  type ImportState,
  importScheduleLabels,
  leftActionLabels,
} from '../../../../shared/imports';
import { addressPrivacyLabels } from '../../../../shared/listing-catalog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Panel } from '../../../components/ui/panel';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSaveSourceSettings, useStopSync, useSyncNow } from '../api/use-imports';
import { formatWhen } from '../format';
import { importPageTexts as t } from '../texts';
import { SelectField } from './select-field';

type Source = NonNullable<ImportState['source']>;

function SettingsForm({ source }: { source: Source }) {
  const save = useSaveSourceSettings();
  const [value, setValue] = useState<ImportSourceSettings>({
    schedule: source.schedule,
    left_action: source.left_action,
    address_privacy: source.address_privacy,
  });
  const set =
    <K extends keyof ImportSourceSettings>(key: K) =>
    (v: ImportSourceSettings[K]) =>
      setValue((old) => ({ ...old, [key]: v }));
  const changed =
    value.schedule !== source.schedule ||
    value.left_action !== source.left_action ||
    value.address_privacy !== source.address_privacy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value, {
      onSuccess: () => toast.success(t.saved),
      onError: (err) => toastApiError(err, t.saveError),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <SelectField
          label={t.scheduleLabel}
          value={value.schedule}
          labels={importScheduleLabels}
          onChange={set('schedule')}
        />
        <SelectField
          label={t.leftLabel}
          value={value.left_action}
          labels={leftActionLabels}
          onChange={set('left_action')}
        />
        <SelectField
          label={t.privacyLabel}
          value={value.address_privacy}
          labels={addressPrivacyLabels}
          onChange={set('address_privacy')}
        />
      </div>
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={!changed}>
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}

/** The saved feed: its address, how it syncs, "Sincronizar ahora" and "Dejar de sincronizar". */
export function SavedSource({
  source,
  busy,
  onRun,
}: {
  source: Source;
  /** A run is queued or going: no second one. */
  busy: boolean;
  onRun: (run: ImportRun) => void;
}) {
  const sync = useSyncNow();
  const stop = useStopSync();
  return (
    <Panel id="import-source-section" title={t.sourceTitle} caption={t.sourceCaption}>
      <div className="space-y-5">
        <div className="text-sm">
          <p className="font-medium text-neutral-800">{t.sourceUrl}</p>
          <p className="mt-0.5 font-mono break-all text-ink" data-testid="import-source-url">
            {source.url}
          </p>
          {source.username && <p className="mt-0.5 text-neutral-600">{t.sourceUser(source.username)}</p>}
          <p className="mt-2 text-neutral-700">
            {source.schedule !== 'off' && source.next_run_at
              ? t.nextRun(formatWhen(source.next_run_at))
              : t.noNextRun}
          </p>
        </div>
        {source.failures > 0 && <Alert tone="warning">{t.failures(source.failures)}</Alert>}
        {/* Saved fields start from the source each time it changes (a save, a sync). */}
        <SettingsForm
          key={`${source.schedule}|${source.left_action}|${source.address_privacy}`}
          source={source}
        />
        <div className="flex flex-col gap-2 border-t border-neutral-100 pt-4 sm:flex-row">
          <Button
            loading={sync.isPending}
            disabled={busy}
            onClick={() =>
              sync.mutate(undefined, { onSuccess: onRun, onError: (e) => toastApiError(e, t.syncError) })
            }
          >
            <RefreshCw className="size-4" aria-hidden />
            {t.syncNow}
          </Button>
          <ConfirmDialog
            trigger={<Button variant="danger">{t.stop}</Button>}
            title={t.stopTitle}
            description={t.stopText}
            keepLabel={t.keep}
            confirmLabel={t.stop}
            pendingLabel={t.stopping}
            action={() => stop.mutateAsync()}
            onDone={() => toast.success(t.stopped)}
            errorText={t.stopError}
          />
        </div>
      </div>
    </Panel>
  );
}
