import { ImageUp, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { brandingTexts, MAX_LOGO_BYTES } from '../../../../shared/branding';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { hasFiles, useNoStrayFileDrops } from '../../../lib/file-drop';
import { useRemoveLogo, useUploadLogo } from '../api/use-branding';
import { brandingPageTexts as t } from '../texts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

/** What the browser can tell before sending: not an image, or too big. */
function problemOf(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return brandingTexts.notAnImage;
  if (file.size > MAX_LOGO_BYTES) return brandingTexts.logoTooBig;
  return null;
}

/**
 * The agency logo: preview, upload (chosen or dropped on the preview, sent at once) and removal,
 * confirmed first. What is wrong with a file is said under it, in the server's words.
 */
export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [over, setOver] = useState(false);
  useNoStrayFileDrops();
  // The local preview of the file being sent is released once it is no longer shown.
  useEffect(() => {
    if (!sending) return;
    return () => URL.revokeObjectURL(sending);
  }, [sending]);

  const send = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    const problem = problemOf(file);
    try {
      if (problem) throw new ApiError(422, 'validation', problem);
      setSending(URL.createObjectURL(file));
      await upload.mutateAsync(file);
      setChanged(true);
      toast.success(brandingTexts.logoUploaded);
    } catch (e) {
      // decision 017 → Language and texts: logo upload errors are only logged, never a toast; the inline message explains.
      console.warn('Logo upload failed', e);
      setError(e instanceof ApiError ? e.message : brandingTexts.logoUploadError);
    } finally {
      setSending(null);
    }
  };

  const onDrop = (e: DragEvent) => {
    setOver(false);
    if (!hasFiles(e)) return;
    e.preventDefault();
    if (!upload.isPending) void send(e.dataTransfer.files[0]);
  };

  const shown = sending ?? logoUrl;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-neutral-800" id="logo-label">
        {t.logo}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for files; the button is the keyboard way */}
        <div
          onDragOver={(e) => {
            if (!hasFiles(e)) return;
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={cn(
            'flex h-24 w-full items-center justify-center rounded-xl border border-dashed border-neutral-300 bg-[repeating-conic-gradient(#f4f4f5_0%_25%,#ffffff_0%_50%)] bg-[length:16px_16px] p-3 sm:w-48',
            over && 'border-brand-700 ring-2 ring-brand-200',
          )}
          data-testid="logo-preview"
        >
          {shown ? (
            <img
              src={shown}
              alt={t.logoAlt}
              className={`max-h-full max-w-full object-contain ${sending ? 'opacity-60' : ''}`}
            />
          ) : (
            <span className="text-sm text-neutral-600">{t.noLogo}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby="logo-label"
            data-testid="logo-input"
            onChange={(e) => void send(e.target.files?.[0])}
          />
          <Button variant="secondary" loading={upload.isPending} onClick={() => input.current?.click()}>
            {!upload.isPending && <ImageUp className="size-4" aria-hidden />}
            {upload.isPending ? t.uploading : logoUrl ? t.replace : t.upload}
          </Button>
          {logoUrl && !upload.isPending && (
            <ConfirmDialog
              trigger={
                <Button variant="danger">
                  <Trash2 className="size-4" aria-hidden />
                  {t.remove}
                </Button>
              }
              title={t.removeTitle}
              description={brandingTexts.logoRemoveConfirm}
              keepLabel={t.removeKeep}
              confirmLabel={t.removeConfirm}
              pendingLabel={t.removing}
              action={() => remove.mutateAsync()}
              onDone={() => {
                setChanged(true);
                toast.success(brandingTexts.logoRemoved);
              }}
              errorText={brandingTexts.logoRemoveError}
            />
          )}
        </div>
      </div>
      <p className="text-sm text-neutral-600">{t.logoHint}</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {changed && !error && (
        <p role="status" className="text-sm text-neutral-700">
          {t.photosUpdating}
        </p>
      )}
    </div>
  );
}
