import { CalendarCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ListingView } from '../../../../shared/listings';
import { visitLogCardTexts as t } from '../../../../shared/visit-links';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { OwnerVisitLogCard } from './owner-visit-log-card';

/** "Visitas" on a listing card: opens the owner's visit-log link of that listing. */
export function VisitLogDialogButton({ listing }: { listing: ListingView }) {
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
        className="px-3"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={t.openTitle}
      >
        <CalendarCheck className="size-4" aria-hidden />
        {t.open}
      </Button>
      <DialogShell
        open={open}
        onOpenChange={onOpenChange}
        title={t.openTitle}
        description={listing.title}
        closeLabel={t.close}
      >
        {open && <OwnerVisitLogCard listingId={listing.id} showTitle={false} />}
      </DialogShell>
    </>
  );
}
