import { stagingPageTexts as t } from '../texts';

/** "N de 20 renders este mes"; unlimited plans say so (the limit message itself comes from the server). */
export function AllowanceLine({ used, limit }: { used: number; limit: number | null }) {
  return (
    <p className="text-sm text-neutral-700" data-testid="staging-allowance">
      {limit === null ? t.allowanceUnlimited(used) : t.allowanceLimited(used, limit)}
    </p>
  );
}
