import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { UploadItem } from '../hooks/use-upload-queue';
import { photoManagerTexts as t } from '../texts';

function statusText(item: UploadItem): string {
  if (item.status === 'queued') return t.queued;
  if (item.status === 'done') return t.uploadDone;
  if (item.status === 'uploading') return `${item.progress} %`;
  return '';
}

/** One row per file being uploaded: name, progress bar, and the server's message if it failed. */
export function UploadList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={t.uploads} className="mt-4">
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.key} className="text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 items-center gap-1.5">
                {item.status === 'done' && (
                  <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden />
                )}
                {item.status === 'error' && (
                  <AlertCircle className="size-4 shrink-0 text-red-700" aria-hidden />
                )}
                <span className="truncate text-neutral-900">{item.file.name}</span>
              </span>
              <span className="shrink-0 text-neutral-600 tabular-nums">{statusText(item)}</span>
            </div>
            {item.status !== 'error' && (
              <div
                role="progressbar"
                aria-label={t.uploading(item.file.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
                className="mt-1 h-2 overflow-hidden rounded-full bg-neutral-200"
              >
                <div
                  className={cn(
                    'h-full rounded-full transition-[width]',
                    item.status === 'done' ? 'bg-green-700' : 'bg-brand-700',
                  )}
                  style={{ width: `${item.progress}%` }}
                />
              </div>
            )}
            {item.error && (
              <p role="alert" className="mt-1 text-red-700">
                {item.error}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
