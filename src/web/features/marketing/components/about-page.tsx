import { Handshake, Heart, Lightbulb, type LucideIcon, TrendingUp } from 'lucide-react';
import { pageMetas } from '../../../../shared/page-meta';
import { usePageMeta } from '../../../lib/use-page-meta';
import { aboutTexts as t } from '../about-texts';
import { ClaimsStrip } from './claims-strip';
import { CtaBand } from './cta-band';
import { FeatureCard } from './feature-card';
import { PageHero } from './page-hero';
import { StorefrontIllustration } from './storefront-illustration';

const values: readonly { icon: LucideIcon; title: string; body: string }[] = [
  { icon: Lightbulb, ...t.values.innovation },
  { icon: Handshake, ...t.values.collaboration },
  { icon: TrendingUp, ...t.values.results },
  { icon: Heart, ...t.values.passion },
];

/** /about: the story, the values and a way in. */
export function AboutPage() {
  usePageMeta(pageMetas.about);

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section
        aria-labelledby="story-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
      >
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t.storyTitle}
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-8 text-neutral-700">
              {t.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <StorefrontIllustration label={t.illustration} className="mx-auto w-full max-w-lg" />
        </div>
      </section>

      <ClaimsStrip />

      <section
        aria-labelledby="values-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
      >
        <div className="max-w-2xl">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t.valuesTitle}
          </h2>
          <p className="mt-4 text-lg leading-8 text-neutral-600">{t.valuesLead}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <FeatureCard key={value.title} {...value} />
          ))}
        </ul>
      </section>

      <CtaBand title={t.closingTitle} body={t.closingBody} action={t.start} />
    </>
  );
}
