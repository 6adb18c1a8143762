import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { MAX_WEBHOOK_ENDPOINTS, webhookTexts } from '../../../../shared/webhooks';
import { LoadError } from '../../../components/ui/load-error';
import { EmptyNote, Panel } from '../../../components/ui/panel';
import { useWebhooks } from '../api/use-webhooks';
import { webhookPageTexts as t } from '../texts';
import { AddWebhookForm } from './add-webhook-form';
import { SecretReveal } from './secret-reveal';
import { WebhookEndpointCard } from './webhook-endpoint-card';

function SignatureHelp() {
  return (
    <details className="mt-6 rounded-xl bg-neutral-50 px-4 py-3 text-sm text-neutral-700">
      <summary className="cursor-pointer font-semibold text-neutral-800">{t.helpTitle}</summary>
      <p className="mt-2 leading-6">{t.helpIntro}</p>
    </details>
  );
}

function Webhooks() {
  const query = useWebhooks();
  /** The secret just created or rotated: shown once, above its endpoint. */
  const [revealed, setRevealed] = useState<{ endpointId: string; secret: string } | null>(null);
  const show = (endpointId: string, secret: string) => setRevealed({ endpointId, secret });
  if (query.isError)
    return <LoadError title={webhookTexts.loadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  const { allowed, endpoints } = query.data;
  return (
    <div className="space-y-4">
      {!allowed && (
        <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          <p className="font-semibold">{t.planNote}</p>
          {endpoints.length > 0 && <p className="mt-1">{t.keptNote}</p>}
          <Link
            to={`${paths.dashboard.settings}#subscription-section`}
            className="mt-1 inline-block font-semibold underline"
          >
            {t.planLink}
          </Link>
        </div>
      )}
      {allowed && endpoints.length < MAX_WEBHOOK_ENDPOINTS && <AddWebhookForm onAdded={show} />}
      {revealed && <SecretReveal secret={revealed.secret} onDone={() => setRevealed(null)} />}
      {endpoints.length ? (
        <ul className="space-y-3">
          {endpoints.map((e) => (
            <WebhookEndpointCard key={e.id} endpoint={e} allowed={allowed} onSecret={show} />
          ))}
        </ul>
      ) : (
        allowed && <EmptyNote>{t.empty}</EmptyNote>
      )}
      {allowed && <SignatureHelp />}
    </div>
  );
}

/** Settings → Webhooks: the agency's endpoints (Plus and Pro), their secrets, tests and logs. */
export function WebhookSettings() {
  return (
    <Panel id="webhooks-section" title={t.title} caption={t.intro}>
      <Webhooks />
    </Panel>
  );
}
