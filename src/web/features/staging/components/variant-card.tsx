import { Check, Trash2, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { srcSetOf } from '../../../../shared/srcset';
import { stagingTexts, type VariantView } from '../../../../shared/staging';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastApiError } from '../../../lib/toast-api-error';
import { useApproveVariant, useDeleteVariant } from '../api/use-staging';
import { optionsText, variationText, whatItDid } from '../modes';
import { stagingPageTexts as t } from '../texts';
import { StagedImage, THUMB_SIZES } from './staged-image';

/**
 * One variant: what it did (style or mode, finishes or sky, which variation), before/after,
 * approve or take it back, delete (confirmed). `siblings`: the listing's variants, to count variations.
 */
export function VariantCard({
  variant: v,
  siblings,
}: {
  variant: VariantView;
  siblings: readonly VariantView[];
}) {
  const approve = useApproveVariant(v.listingId);
  const remove = useDeleteVariant(v.listingId);
  const name = `${v.useLabel} · ${v.roomLabel} · ${whatItDid(v)}`;
  const details = [optionsText(v.modeChoice), variationText(v, siblings)].filter(Boolean).join(' · ');
  const toggle = () =>
    approve.mutate(
      { id: v.id, approved: !v.approved },
      {
        onSuccess: () =>
          toast.success(v.approved ? stagingTexts.variantUnapproved : stagingTexts.variantApproved),
        onError: (e) => toastApiError(e, stagingTexts.variantUpdateError, { serverMessage: false }),
      },
    );
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-4" data-variant-id={v.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{name}</p>
          {details && (
            <p className="text-sm text-neutral-700" data-testid="variant-details">
              {details}
            </p>
          )}
        </div>
        {v.approved && (
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
            {t.approvedBadge}
          </span>
        )}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 text-xs text-neutral-700">
        <div>
          <p className="mb-1">{t.before}</p>
          {v.beforeUrl && (
            <img
              src={v.beforeUrl}
              srcSet={srcSetOf(v.beforeSources) || undefined}
              sizes={v.beforeSources.length ? THUMB_SIZES : undefined}
              alt={`${t.before}: ${name}`}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
          )}
        </div>
        <div>
          <p className="mb-1">{t.after}</p>
          {v.afterUrl && (
            <StagedImage
              src={v.afterUrl}
              sources={v.afterSources}
              alt={`${t.after}: ${name}`}
              testRender={v.testRender}
              mode={v.mode}
            />
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant={v.approved ? 'secondary' : 'primary'} loading={approve.isPending} onClick={toggle}>
          {v.approved ? <Undo2 className="size-4" aria-hidden /> : <Check className="size-4" aria-hidden />}
          {v.approved ? t.unapprove : t.approve}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger">
              <Trash2 className="size-4" aria-hidden />
              {t.delete}
            </Button>
          }
          title={t.deleteTitle}
          description={t.deleteBody}
          keepLabel={t.deleteKeep}
          confirmLabel={t.deleteConfirm}
          action={() => remove.mutateAsync(v.id)}
          onDone={() => toast.success(stagingTexts.variantDeleted)}
          errorText={stagingTexts.variantDeleteError}
        />
      </div>
    </li>
  );
}
