import {
  BarChart3,
  Building2,
  CreditCard,
  Inbox,
  ListChecks,
  type LucideIcon,
  Palette,
  QrCode,
  Smartphone,
  Sparkles,
} from 'lucide-react';
import { pageMetas } from '../../../../shared/page-meta';
import { usePageMeta } from '../../../lib/use-page-meta';
import { featuresTexts as t } from '../features-texts';
import { ClaimsStrip } from './claims-strip';
import { CtaBand } from './cta-band';
import { FeatureCard } from './feature-card';
import { HowItWorks } from './how-it-works';
import { PageHero } from './page-hero';

const cards: readonly { icon: LucideIcon; title: string; body: string }[] = [
  { icon: QrCode, ...t.cards.poster },
  { icon: Smartphone, ...t.cards.microsite },
  { icon: Sparkles, ...t.cards.staging },
  { icon: Inbox, ...t.cards.leads },
  { icon: ListChecks, ...t.cards.pipeline },
  { icon: BarChart3, ...t.cards.analytics },
  { icon: Palette, ...t.cards.branding },
  { icon: Building2, ...t.cards.agencyPage },
  { icon: CreditCard, ...t.cards.plans },
];

/** /features: what the product does, how it works, the figures and a way in. */
export function FeaturesPage() {
  usePageMeta(pageMetas.features);

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section
        aria-labelledby="cards-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
      >
        <h2 id="cards-title" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {t.cardsTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <FeatureCard key={card.title} {...card} />
          ))}
        </ul>
      </section>

      <HowItWorks />

      <ClaimsStrip label={t.resultsLabel} />

      <CtaBand title={t.closingTitle} body={t.closingBody} action={t.start} />
    </>
  );
}
