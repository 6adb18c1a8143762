import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The foot of a plan-change step: back to the plans (left on a laptop, below on a phone) and its confirmation. */
export function StepActions(props: {
  backLabel: string;
  onBack: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      <Button variant="ghost" onClick={props.onBack} disabled={props.pending}>
        <ArrowLeft className="size-4" aria-hidden />
        {props.backLabel}
      </Button>
      <Button onClick={props.onConfirm} loading={props.pending}>
        {props.confirmLabel}
      </Button>
    </div>
  );
}
