import { ArrowRight, ImageUp, Inbox, type LucideIcon, Sparkles } from 'lucide-react';
import { featuresTexts as t } from '../features-texts';

const stepIcons: readonly LucideIcon[] = [ImageUp, Sparkles, Inbox];

/** The three steps: sube fotos → la IA procesa → recibe leads. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-neutral-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <div className="max-w-2xl">
          <h2 id="how-title" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {t.stepsTitle}
          </h2>
          <p className="mt-4 text-lg leading-8 text-neutral-600">{t.stepsLead}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3 md:gap-10">
          {t.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? Sparkles;
            return (
              <li
                key={step.title}
                className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200"
              >
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {t.stepLabel(index + 1)}
                  </span>
                </div>
                <h3 className="mt-5 text-xl font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 leading-7 text-neutral-600">{step.body}</p>
                {index < t.steps.length - 1 && (
                  <ArrowRight
                    className="absolute top-1/2 -right-8 hidden size-6 -translate-y-1/2 text-brand-500 md:block"
                    aria-hidden
                  />
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
