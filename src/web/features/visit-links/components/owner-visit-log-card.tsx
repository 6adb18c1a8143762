import { ExternalLink, Link2, Link2Off, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { visitLogCardTexts as t } from '../../../../shared/visit-links';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSetVisitLogLink, useVisitLogLink } from '../api/use-visit-links';
import { LinkField } from './link-field';

/**
 * A listing's visit log for its owner: create the private link, copy or open it, change it, or
 * stop sharing it. The page it opens lists visits and ratings without any visitor's personal data.
 */
export function OwnerVisitLogCard({
  listingId,
  showTitle = true,
}: {
  listingId: string;
  /** False inside a dialog that already carries the title. */
  showTitle?: boolean;
}) {
  const query = useVisitLogLink(listingId);
  const set = useSetVisitLogLink(listingId);
  if (query.isError)
    return <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  const { url } = query.data;
  const create = () =>
    set.mutateAsync(true).then(
      () => toast.success(t.created),
      (e) => toastApiError(e, t.error, { serverMessage: false }),
    );
  return (
    <section aria-labelledby={`visit-log-${listingId}`} className="space-y-4" data-testid="owner-visit-log">
      <div>
        <h3 id={`visit-log-${listingId}`} className={showTitle ? 'font-semibold text-ink' : 'sr-only'}>
          {t.title}
        </h3>
        <p className="mt-0.5 text-sm text-neutral-600">{t.intro}</p>
      </div>
      {url ? (
        <>
          <LinkField url={url} label={t.label} texts={t} testId="visit-log-url" />
          <div className="flex flex-wrap gap-2">
            <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              <ExternalLink className="size-4" aria-hidden />
              {t.openLink}
            </a>
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
              confirmLabel={t.rotate}
              action={() => set.mutateAsync(true)}
              onDone={() => toast.success(t.rotated)}
              errorText={t.error}
            />
            <ConfirmDialog
              trigger={
                <Button variant="dangerGhost">
                  <Link2Off className="size-4" aria-hidden />
                  {t.stop}
                </Button>
              }
              title={t.stopTitle}
              description={t.stopBody}
              keepLabel={t.cancel}
              confirmLabel={t.stop}
              action={() => set.mutateAsync(false)}
              onDone={() => toast.success(t.stopped)}
              errorText={t.error}
            />
          </div>
        </>
      ) : (
        <>
          <p className="rounded-xl bg-neutral-50 px-4 py-3 text-sm text-neutral-600">{t.none}</p>
          <Button onClick={create} loading={set.isPending}>
            {!set.isPending && <Link2 className="size-4" aria-hidden />}
            {t.create}
          </Button>
        </>
      )}
    </section>
  );
}
