import { AlertDialog } from 'radix-ui';
import { type ReactElement, useState } from 'react';
import { toastApiError } from '../../lib/toast-api-error';
import { Button } from './button';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `action` runs. */
  pendingLabel?: string;
  /** The confirmed action (a mutation). When it succeeds the dialog closes and `onDone` runs. */
  action: () => Promise<unknown>;
  /** What follows success: a toast, local state. */
  onDone: () => void;
  /** The toast's description when it fails; the dialog stays open to try again. */
  errorText: string;
}

/** A destructive action, confirmed first; it cannot be dismissed while it runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await props.action();
      setOpen(false);
      props.onDone();
    } catch (e) {
      toastApiError(e, props.errorText, { serverMessage: false });
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <AlertDialog.Title className="text-xl font-bold text-ink">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-6 text-neutral-700">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {props.keepLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" loading={pending} onClick={confirm}>
              {pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
