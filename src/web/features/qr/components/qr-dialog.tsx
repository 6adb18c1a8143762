import { AlertTriangle, Copy, Download, Printer, QrCode, RotateCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ListingView } from '../../../../shared/listings';
import { paths } from '../../../../shared/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { cn } from '../../../lib/cn';
import { copyText, downloadQrSvg, qrTargetUrl } from '../api/qr-svg';
import { toastQrError, useQrImage } from '../api/use-qr-image';
import { qrTexts, qrDialogTexts as t } from '../texts';
import { PosterTargetSection } from './poster-target-section';

/** 'QR' on a listing card: the button and the dialog it opens. */
export function QrDialogButton({ listing, className }: { listing: ListingView; className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // DialogShell has no Radix trigger to give the focus back to, so the button takes it back.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className={cn('px-3', className)}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={t.openTitle}
      >
        <QrCode className="size-4" aria-hidden />
        {t.open}
      </Button>
      <QrDialog listing={listing} open={open} onOpenChange={onOpenChange} />
    </>
  );
}

/**
 * The listing's QR: the image, its short code, the link it opens (copy), the SVG download as
 * `qr-{title-slug}.svg`, and the A4 poster in a new tab, which prints itself.
 */
export function QrDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: ListingView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadQrSvg(listing.qrCode, listing.title);
    } catch {
      toastQrError();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={listing.title}
      closeLabel={t.close}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={download} loading={downloading}>
            {!downloading && <Download className="size-4" aria-hidden />}
            {downloading ? t.downloading : t.download}
          </Button>
          <a
            href={`${paths.dashboard.poster(listing.id)}?print=1`}
            target="_blank"
            rel="noopener"
            title={t.printHint}
            className={buttonClass()}
          >
            <Printer className="size-4" aria-hidden />
            {t.print}
          </a>
        </div>
      }
    >
      <div className="space-y-6">
        <QrDialogBody listing={listing} />
        <PosterTargetSection listing={listing} />
      </div>
    </DialogShell>
  );
}

function QrDialogBody({ listing }: { listing: ListingView }) {
  const qr = useQrImage(listing.qrCode);
  const linkId = useId();
  const hintId = useId();
  const url = qrTargetUrl(window.location.origin, listing.qrCode);

  const copy = async () => {
    try {
      await copyText(url);
      toast.success(t.copied);
    } catch {
      toast.error(qrTexts.errorTitle, { description: t.copyError });
    }
  };

  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
      <figure className="w-full max-w-72 shrink-0">
        <div className="relative aspect-square w-full overflow-hidden rounded-xl border border-neutral-200 bg-white p-3">
          {qr.status === 'error' ? (
            <div
              role="alert"
              className="flex h-full flex-col items-center justify-center gap-3 rounded-lg bg-red-50 p-4 text-center text-sm text-red-800"
            >
              <AlertTriangle className="size-7" aria-hidden />
              <p className="font-semibold">{qrTexts.generateError}</p>
              <Button variant="secondary" onClick={qr.retry}>
                <RotateCw className="size-4" aria-hidden />
                {t.retry}
              </Button>
            </div>
          ) : (
            <>
              {qr.status === 'loading' && (
                <div
                  className="absolute inset-3 animate-pulse rounded-lg bg-neutral-100"
                  role="status"
                  aria-label={t.loading}
                />
              )}
              <img
                src={qr.src}
                alt={t.imageAlt(listing.title)}
                width={264}
                height={264}
                onLoad={qr.onLoad}
                onError={qr.onError}
                className="relative block size-full object-contain"
                data-testid="qr-image"
              />
            </>
          )}
        </div>
        <figcaption
          className="mt-2 text-center font-mono text-lg font-semibold tracking-widest text-ink"
          data-testid="qr-code"
        >
          {t.code(listing.qrCode)}
        </figcaption>
      </figure>
      <div className="w-full min-w-0 space-y-2">
        <label htmlFor={linkId} className="block text-sm font-semibold text-ink">
          {t.link}
        </label>
        <div className="flex flex-col gap-2">
          <input
            id={linkId}
            type="text"
            readOnly
            value={url}
            aria-describedby={hintId}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-neutral-50 px-3 font-mono text-sm text-ink"
          />
          <Button variant="secondary" onClick={copy} className="sm:self-start">
            <Copy className="size-4" aria-hidden />
            {t.copy}
          </Button>
        </div>
        <p id={hintId} className="text-sm text-neutral-600">
          {t.codeHint}
        </p>
      </div>
    </div>
  );
}
