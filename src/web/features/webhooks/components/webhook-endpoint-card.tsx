import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { type WebhookEndpointView, webhookTexts } from '../../../../shared/webhooks';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import { toastApiError } from '../../../lib/toast-api-error';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useTestWebhook,
  useToggleWebhook,
} from '../api/use-webhooks';
import { webhookPageTexts as t } from '../texts';
import { DeliveryLog } from './delivery-log';

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

function Status({ endpoint }: { endpoint: WebhookEndpointView }) {
  const label = endpoint.enabled ? t.active : endpoint.disabled_reason === 'failing' ? t.offFailing : t.off;
  return (
    <span
      className={cn(
        'inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        endpoint.enabled
          ? 'bg-green-50 text-green-800 ring-green-200'
          : endpoint.disabled_reason === 'failing'
            ? 'bg-red-50 text-red-800 ring-red-200'
            : 'bg-neutral-100 text-neutral-700 ring-neutral-200',
      )}
    >
      {label}
    </span>
  );
}

/** One endpoint: its state, its actions and its delivery log. `allowed` false leaves only delete. */
export function WebhookEndpointCard({
  endpoint,
  allowed,
  onSecret,
}: {
  endpoint: WebhookEndpointView;
  allowed: boolean;
  onSecret: (endpointId: string, secret: string) => void;
}) {
  const test = useTestWebhook();
  const toggle = useToggleWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: ({ attempt }) =>
        attempt.ok
          ? toast.success(webhookTexts.testSent(attempt.status_code!))
          : toast.error(webhookTexts.testFailed, {
              description: attempt.error ?? `HTTP ${attempt.status_code}`,
            }),
      onError: (error) => toastApiError(error, webhookTexts.testFailed),
    });
  const flip = () =>
    toggle.mutate(
      { id: endpoint.id, enabled: !endpoint.enabled },
      {
        onSuccess: ({ endpoint: e }) =>
          toast.success(e.enabled ? webhookTexts.enabled : webhookTexts.disabled),
        onError: (error) => toastApiError(error, webhookTexts.saveError),
      },
    );
  return (
    <li className="rounded-xl border border-neutral-200 p-4" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-mono text-sm break-all text-ink">{endpoint.url}</p>
        <Status endpoint={endpoint} />
      </div>
      <p className="mt-1 text-xs text-neutral-600">
        {t.secretHint(endpoint.secret_hint)} ·{' '}
        {endpoint.last_success_at
          ? t.lastSuccess(when.format(new Date(endpoint.last_success_at)))
          : t.neverDelivered}
      </p>
      {endpoint.disabled_reason === 'failing' && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{t.offFailingNote}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {allowed && (
          <>
            {/* The action a phone needs most gets the whole first row. */}
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={sendTest}
              loading={test.isPending}
            >
              {!test.isPending && <Send className="size-4" aria-hidden />}
              {test.isPending ? t.testing : t.test}
            </Button>
            <Button variant="secondary" onClick={flip} loading={toggle.isPending}>
              {endpoint.enabled ? t.disable : t.enable}
            </Button>
            <ConfirmDialog
              trigger={<Button variant="ghost">{t.rotate}</Button>}
              title={t.rotateTitle}
              description={t.rotateText}
              keepLabel={t.keep}
              confirmLabel={t.rotateConfirm}
              pendingLabel={t.rotating}
              action={async () => {
                const { secret } = await rotate.mutateAsync(endpoint.id);
                onSecret(endpoint.id, secret);
              }}
              onDone={() => toast.success(webhookTexts.rotated)}
              errorText={t.rotateError}
            />
          </>
        )}
        <ConfirmDialog
          trigger={<Button variant="dangerGhost">{t.remove}</Button>}
          title={t.removeTitle}
          description={t.removeText}
          keepLabel={t.keep}
          confirmLabel={t.removeConfirm}
          pendingLabel={t.removing}
          action={() => remove.mutateAsync(endpoint.id)}
          onDone={() => toast.success(webhookTexts.deleted)}
          errorText={t.removeError}
        />
      </div>
      <h3 className="mt-4 text-sm font-semibold text-neutral-800">{t.logTitle}</h3>
      <div className="mt-1">
        <DeliveryLog endpointId={endpoint.id} />
      </div>
    </li>
  );
}
