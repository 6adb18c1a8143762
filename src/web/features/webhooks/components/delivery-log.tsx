import type { WebhookAttemptView } from '../../../../shared/webhooks';
import { LoadError } from '../../../components/ui/load-error';
import { cn } from '../../../lib/cn';
import { useWebhookAttempts } from '../api/use-webhooks';
import { webhookPageTexts as t } from '../texts';

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'medium' });

function Result({ attempt }: { attempt: WebhookAttemptView }) {
  const label = attempt.status_code !== null ? String(attempt.status_code) : attempt.error;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        attempt.ok ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-red-50 text-red-800 ring-red-200',
      )}
    >
      {label}
      {attempt.status_code !== null && attempt.error ? ` · ${attempt.error}` : ''}
    </span>
  );
}

/** The newest attempts of an endpoint: when, which event, what came back, which try, how long. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const query = useWebhookAttempts(endpointId);
  if (query.isError)
    return <LoadError title={t.logLoadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  const { attempts } = query.data;
  if (!attempts.length) return <p className="text-sm text-neutral-600">{t.logEmpty}</p>;
  const c = t.logColumns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={t.logTitle}>
        <thead className="text-xs text-neutral-600">
          <tr>
            <th className="py-2 pr-3 font-medium">{c.time}</th>
            <th className="py-2 pr-3 font-medium">{c.event}</th>
            <th className="py-2 pr-3 font-medium">{c.result}</th>
            <th className="hidden py-2 pr-3 font-medium sm:table-cell">{c.attempt}</th>
            <th className="hidden py-2 font-medium sm:table-cell">{c.duration}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {attempts.map((a) => (
            <tr key={a.id}>
              <td className="py-2 pr-3 whitespace-nowrap text-neutral-700">
                {when.format(new Date(a.created_at))}
              </td>
              <td className="py-2 pr-3 text-neutral-800">{t.eventLabels[a.event_type]}</td>
              <td className="py-2 pr-3">
                <Result attempt={a} />
                {/* The two columns a phone has no room for, under the result. */}
                <span className="mt-0.5 block text-xs text-neutral-600 sm:hidden">
                  {t.attemptShort(a.attempt)} · {t.durationMs(a.duration_ms)}
                </span>
              </td>
              <td className="hidden py-2 pr-3 text-neutral-700 sm:table-cell">{a.attempt}</td>
              <td className="hidden py-2 text-neutral-700 sm:table-cell">{t.durationMs(a.duration_ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
