import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { calendarCardTexts as t } from '../../../../shared/visit-links';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { useIsOwner } from '../../../lib/use-me';
import { useCalendarLink, useRotateCalendarLink } from '../api/use-visit-links';
import { LinkField } from './link-field';

function Body() {
  const query = useCalendarLink();
  const rotate = useRotateCalendarLink();
  const isOwner = useIsOwner();
  if (query.isError)
    return <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  return (
    <div className="space-y-4">
      {isOwner && <p className="text-sm text-neutral-700">{t.ownerNote}</p>}
      <LinkField url={query.data.url} label={t.label} texts={t} testId="calendar-feed-url" />
      <ConfirmDialog
        trigger={
          <Button variant="danger">
            <RotateCw className="size-4" aria-hidden />
            {t.rotate}
          </Button>
        }
        title={t.rotateTitle}
        description={t.rotateBody}
        keepLabel={t.cancel}
        confirmLabel={t.rotateConfirm}
        action={() => rotate.mutateAsync()}
        onDone={() => toast.success(t.rotated)}
        errorText={t.rotateError}
      />
      <div>
        <h3 className="text-sm font-semibold text-ink">{t.howTo}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-neutral-700">
          <li>{t.google}</li>
          <li>{t.outlook}</li>
          <li>{t.apple}</li>
        </ul>
        <p className="mt-2 text-xs text-neutral-600">{t.refreshNote}</p>
      </div>
    </div>
  );
}

/**
 * Configuración → the member's private calendar subscription (Google Calendar, Outlook, Apple):
 * the URL to copy, and "Cambiar el enlace" when it went where it should not (the old one then 404s).
 */
export function CalendarFeedCard() {
  return (
    <Panel id="calendar-feed-section" title={t.title} caption={t.intro}>
      <Body />
    </Panel>
  );
}
