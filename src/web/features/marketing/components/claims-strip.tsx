import { CalendarCheck, Gift, Headset, type LucideIcon, ServerCog, Star, Unlock } from 'lucide-react';
import { claims, landingTexts } from '../texts';

const claimIcons: readonly LucideIcon[] = [Gift, Unlock, ServerCog, Headset, CalendarCheck];

/** The marketing claims strip: the one set of claims every marketing page shows (decision 017). */
export function ClaimsStrip({ label = landingTexts.claimsLabel }: { label?: string }) {
  return (
    <section aria-label={label} className="border-y border-neutral-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 gap-y-4 px-4 py-8 sm:px-6 lg:px-8">
        {claims.map((claim, index) => {
          const Icon = claimIcons[index] ?? Star;
          return (
            <li key={claim} className="flex items-center gap-2 text-base font-semibold text-ink">
              <Icon className="size-5 text-brand-700" aria-hidden />
              {claim}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
