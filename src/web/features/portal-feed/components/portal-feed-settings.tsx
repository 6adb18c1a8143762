import { Copy, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../../shared/paths';
import { portalFeedTexts as t } from '../../../../shared/portal-feed';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { toastApiError } from '../../../lib/toast-api-error';
import { usePortalFeed, useRotatePortalFeed } from '../api/use-portal-feed';

const page = {
  loading: 'Cargando...',
  planLink: 'Ver tu suscripción',
  urlLabel: 'Enlace del feed',
  copyFailed: 'No se pudo copiar. Selecciónalo y cópialo a mano.',
  keep: 'Mantener el actual',
  rotating: 'Cambiando...',
  generating: 'Generando...',
  rotateError: 'No se pudo cambiar el enlace.',
  secretNote: 'Trátalo como una contraseña: quien lo tenga puede leer el feed.',
} as const;

function FeedLink({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.copied);
    } catch {
      toast.error(page.copyFailed);
    }
  };
  return (
    <div>
      <label htmlFor="portal-feed-url" className="text-sm font-semibold text-neutral-800">
        {page.urlLabel}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="portal-feed-url"
          data-testid="portal-feed-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg bg-neutral-50 px-3 py-2 font-mono text-sm text-ink ring-1 ring-neutral-200"
        />
        <Button variant="secondary" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          {t.copy}
        </Button>
      </div>
      <p className="mt-1 text-xs text-neutral-600">{page.secretNote}</p>
    </div>
  );
}

function PortalFeed() {
  const query = usePortalFeed();
  const rotate = useRotatePortalFeed();
  if (query.isError)
    return <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{page.loading}</p>;
  const { allowed, url } = query.data;
  if (!allowed)
    return (
      <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <p className="font-semibold">{t.planRequired}</p>
        <Link
          to={`${paths.dashboard.settings}#subscription-section`}
          className="mt-1 inline-block font-semibold underline"
        >
          {page.planLink}
        </Link>
      </div>
    );
  if (!url)
    return (
      <Button
        loading={rotate.isPending}
        onClick={() =>
          rotate.mutate(undefined, {
            onSuccess: () => toast.success(t.created),
            onError: (e) => toastApiError(e, t.saveError),
          })
        }
      >
        <Rss className="size-4" aria-hidden />
        {rotate.isPending ? page.generating : t.generate}
      </Button>
    );
  return (
    <div className="space-y-4">
      <FeedLink url={url} />
      <ConfirmDialog
        trigger={<Button variant="ghost">{t.rotate}</Button>}
        title={t.rotateConfirmTitle}
        description={t.rotateConfirm}
        keepLabel={page.keep}
        confirmLabel={t.rotate}
        pendingLabel={page.rotating}
        action={() => rotate.mutateAsync()}
        onDone={() => toast.success(t.rotated)}
        errorText={page.rotateError}
      />
    </div>
  );
}

/** Configuración → Feed para portales (Kyero): the agency's secret feed link (Plus and Pro). */
export function PortalFeedSettings() {
  return (
    <Panel id="portal-feed-section" title={t.title} caption={t.explanation}>
      <PortalFeed />
    </Panel>
  );
}
