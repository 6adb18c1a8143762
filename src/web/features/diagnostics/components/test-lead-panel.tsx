import { FlaskConical } from 'lucide-react';
import { toast } from 'sonner';
import { testLeadToasts } from '../../../../shared/diagnostics';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useInsertTestLead } from '../api/use-diagnostics';
import { diagnosticsTexts as t } from '../texts';

/** The failure toast's description: the message and its code, or 'Unknown' when there is neither. */
function failureDescription(error: Error): string {
  if (error instanceof ApiError) return `${error.message} (${error.code})`;
  return error.message || testLeadToasts.unknown;
}

/** 'Insertar lead de prueba' (a lead with source 'debug'), with its toasts (`testLeadToasts`). */
export function TestLeadPanel() {
  const { user } = useAuth();
  const insert = useInsertTestLead({
    onCreated: (result) => toast.success(testLeadToasts.created(result.lead.id)),
    onFailed: (error) => {
      if (error instanceof ApiError && error.code === 'unauthorized') toast.error(testLeadToasts.noUser);
      else toast.error(testLeadToasts.failed, { description: failureDescription(error) });
    },
  });
  const run = () => {
    if (!user) {
      toast.error(testLeadToasts.noUser);
      return;
    }
    insert.mutate();
  };
  return (
    <Panel id="test-lead-section" title={t.testLeadTitle} caption={t.testLeadIntro}>
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t.testLeadNoAlert}</p>
      <Button className="mt-4 w-full sm:w-auto" onClick={run} loading={insert.isPending}>
        <FlaskConical className="size-4" aria-hidden />
        {t.testLeadButton}
      </Button>
    </Panel>
  );
}
