import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { visitProposeSchema } from '../../../../shared/visits';
import {
  type DashboardVisit,
  madridLocalInput,
  visitsDashboardTexts as t,
} from '../../../../shared/visits-dashboard';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useChangeVisit } from '../api/use-visits';

/**
 * Another time for a visit: a date and time field (Madrid wall clock, what the server expects),
 * checked with the server's schema first; the server's refusal (past, taken) shows under the field.
 */
export function VisitProposeForm({ visit, onDone }: { visit: DashboardVisit; onDone: () => void }) {
  const change = useChangeVisit();
  const [start, setStart] = useState(() => madridLocalInput(visit.start));
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = visitProposeSchema.safeParse({ start });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await change.mutateAsync({ id: visit.id, action: 'propose', start: parsed.data.start });
      toast.success(t.proposed);
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields?.start ?? err.message) : t.actionError);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-neutral-200 p-3">
      <FormField label={t.proposeLabel} hint={t.proposeHint} error={error}>
        <Input
          type="datetime-local"
          step={300}
          value={start}
          onChange={(e) => {
            setStart(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={change.isPending}>
          {t.proposeSend}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
