import { ArrowRight, Inbox, type LucideIcon, Play, QrCode, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { pageMetas } from '../../../../shared/page-meta';
import { paths } from '../../../../shared/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { landingTexts as t } from '../texts';
import { ClaimsStrip } from './claims-strip';
import { CtaBand } from './cta-band';
import { ExamplesCarousel } from './examples-carousel';
import { FeatureCard } from './feature-card';
import { HeroIllustration } from './hero-illustration';

const features: readonly { icon: LucideIcon; title: string; body: string }[] = [
  { icon: QrCode, ...t.features.poster },
  { icon: Sparkles, ...t.features.staging },
  { icon: Inbox, ...t.features.leads },
];

const primaryCta =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800';
const secondaryCta =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-neutral-300 bg-white px-6 py-3 text-base font-semibold text-ink transition-colors hover:border-neutral-400 hover:bg-neutral-50';

/**
 * The landing page: hero, claims strip, examples, feature blocks and a closing call to action.
 * The server renders it with `examples` wrapped where its script hydrates the carousel.
 */
export function LandingPage({ examples = <ExamplesCarousel /> }: { examples?: ReactNode }) {
  usePageMeta(pageMetas.home);

  return (
    <>
      <section className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
              {t.eyebrow}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]">
              {t.titleStart}
              <span className="text-brand-700">{t.titleHighlight}</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-neutral-600">{t.lead}</p>
            <ol
              aria-label={t.flowLabel}
              className="mt-6 flex flex-wrap items-center gap-x-1.5 gap-y-2 text-sm"
            >
              {t.flow.map((step, index) => (
                <li key={step} className="flex items-center gap-1.5">
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 font-medium text-ink shadow-sm ring-1 ring-neutral-200">
                    <span className="text-brand-700" aria-hidden>
                      {index + 1}
                    </span>
                    {step}
                  </span>
                  {index < t.flow.length - 1 && (
                    <ArrowRight className="size-4 text-neutral-500" aria-hidden />
                  )}
                </li>
              ))}
            </ol>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href={paths.dashboard.home} className={primaryCta}>
                {t.primaryCta}
                <ArrowRight className="size-5" aria-hidden />
              </a>
              <a href={paths.demo} className={secondaryCta}>
                <Play className="size-5 text-brand-700" aria-hidden />
                {t.secondaryCta}
              </a>
            </div>
            <p className="mt-4 text-sm text-neutral-600">{t.trial}</p>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <ClaimsStrip />

      {examples}

      <section
        aria-labelledby="features-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
      >
        <div className="max-w-2xl">
          <h2
            id="features-title"
            className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {t.featuresTitle}
          </h2>
          <p className="mt-4 text-lg leading-8 text-neutral-600">{t.featuresLead}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
        <a
          href={paths.features}
          className="mt-8 inline-flex items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-800"
        >
          {t.allFeatures}
          <ArrowRight className="size-5" aria-hidden />
        </a>
      </section>

      <CtaBand title={t.closingTitle} body={t.closingBody} action={t.primaryCta} />
    </>
  );
}
