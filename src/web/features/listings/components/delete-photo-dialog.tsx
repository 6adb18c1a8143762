import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { listingTexts } from '../../../../shared/listings';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeletePhoto } from '../api/use-photos';
import { photoManagerTexts as t } from '../texts';

/** The bin on a photo, confirmed first: the file is removed for good. */
export function DeletePhotoDialog({ listingId, photoId }: { listingId: string; photoId: string }) {
  const remove = useDeletePhoto(listingId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" className="size-11 px-0" aria-label={t.delete}>
          <Trash2 className="size-5" aria-hidden />
        </Button>
      }
      title={t.deleteTitle}
      description={listingTexts.photoDeleteConfirm}
      keepLabel={t.deleteKeep}
      confirmLabel={t.deleteConfirm}
      action={() => remove.mutateAsync(photoId)}
      onDone={() => toast.success(listingTexts.photoDeleted)}
      errorText={listingTexts.photoDeleteError}
    />
  );
}
