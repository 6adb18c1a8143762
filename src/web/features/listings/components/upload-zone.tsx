import { ImagePlus, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { listingTexts } from '../../../../shared/listings';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { photoManagerTexts as t } from '../texts';

/**
 * The big drop zone and 'Elegir fotos'. `accept="image/*"` lets phones offer the camera roll
 * and the camera. Dropped files are taken by the dialog around it, so a near miss still counts.
 */
export function UploadZone({
  room,
  max,
  disabled,
  leftOut,
  onPick,
}: {
  /** Photos that can still be added. */
  room: number;
  /** Photos a listing may hold on the agency's plan. */
  max: number;
  disabled: boolean;
  leftOut: string[];
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const full = room <= 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: highlight while files are dragged over; 'Elegir fotos' is the keyboard way
    <div
      onDragOver={(e) => e.dataTransfer.types.includes('Files') && setOver(true)}
      onDragLeave={() => setOver(false)}
      onDrop={() => setOver(false)}
      className={cn(
        'rounded-2xl border-2 border-dashed px-4 py-6 text-center sm:py-8',
        over ? 'border-brand-700 bg-brand-50' : 'border-neutral-300 bg-neutral-50',
      )}
    >
      <ImagePlus className="mx-auto size-10 text-neutral-500" aria-hidden />
      <p className="mt-2 hidden font-semibold text-ink sm:block">{t.dropTitle}</p>
      <p className="mt-1 text-sm text-neutral-700">{full ? t.full : t.dropHint(room)}</p>
      <Button className="mt-4" disabled={disabled || full} onClick={() => input.current?.click()}>
        <Upload className="size-4" aria-hidden />
        {t.choose}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/*"
        hidden
        aria-label={t.choose}
        data-testid="photo-input"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          onPick(files);
        }}
      />
      {leftOut.length > 0 && (
        <p role="status" className="mx-auto mt-4 max-w-xl text-sm text-amber-900">
          {listingTexts.leftOut(leftOut, max)}
        </p>
      )}
    </div>
  );
}
