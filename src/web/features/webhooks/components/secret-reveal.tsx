import { Copy, KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { webhookPageTexts as t } from '../texts';

/** A secret shown the one time it can be: on creation and after a rotation. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <KeyRound className="size-4" aria-hidden />
        {t.secretTitle}
      </p>
      <p className="mt-1 text-sm text-amber-950">{t.secretIntro}</p>
      <code
        data-testid="webhook-secret"
        className="mt-3 block rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-ink ring-1 ring-amber-200"
      >
        {secret}
      </code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          {t.copy}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.secretDone}
        </Button>
      </div>
    </div>
  );
}
