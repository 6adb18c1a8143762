import { Star } from 'lucide-react';
import { type DashboardVisit, visitsDashboardTexts as t } from '../../../../shared/visits-dashboard';
import { cn } from '../../../lib/cn';

/** The visitor's rating (1–5) and comment after the visit, when they answered. */
export function VisitFeedback({ visit }: { visit: DashboardVisit }) {
  const rating = visit.feedbackRating;
  if (rating == null && !visit.feedbackComment) return null;
  return (
    <div className="rounded-xl bg-neutral-50 px-3 py-2.5 text-sm">
      <p className="font-medium text-ink">{t.feedbackTitle}</p>
      {rating != null && (
        <p className="mt-1 flex items-center gap-1">
          <span className="flex" role="img" aria-label={t.rating(rating)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                aria-hidden
                className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-neutral-300')}
              />
            ))}
          </span>
          <span className="text-neutral-700" aria-hidden>
            {rating}/5
          </span>
        </p>
      )}
      <p className="mt-1 break-words whitespace-pre-line text-neutral-700">
        {visit.feedbackComment || t.noComment}
      </p>
    </div>
  );
}
