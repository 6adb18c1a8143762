import { FlaskConical } from 'lucide-react';
import { stagingTexts } from '../../../../shared/staging';

/**
 * While the server runs the local test provider (no REPLICATE_API_TOKEN): its pictures are drawn
 * shapes, not AI. Says so, what a real render will do, and how to enable one.
 */
export function TestProviderNotice() {
  return (
    <section
      aria-labelledby="test-provider-title"
      data-testid="test-provider-notice"
      className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden />
      <div className="space-y-1.5">
        <h2 id="test-provider-title" className="font-bold">
          {stagingTexts.testProviderTitle}
        </h2>
        <p>{stagingTexts.testProviderBody}</p>
        <p>{stagingTexts.testProviderEnable}</p>
      </div>
    </section>
  );
}
