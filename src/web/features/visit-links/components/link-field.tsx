import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { copyText } from '../api/use-visit-links';

/** A private URL, read-only and selected on focus, with its "Copiar" button. */
export function LinkField({
  url,
  label,
  texts,
  testId,
}: {
  url: string;
  label: string;
  texts: { copy: string; copied: string; copyFailed: string };
  testId: string;
}) {
  const id = useId();
  const copy = () =>
    copyText(url).then(
      () => toast.success(texts.copied),
      () => toast.error(texts.copyFailed),
    );
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 font-mono"
        />
        <Button variant="secondary" onClick={copy} className="shrink-0">
          <Copy className="size-4" aria-hidden />
          {texts.copy}
        </Button>
      </div>
    </div>
  );
}
