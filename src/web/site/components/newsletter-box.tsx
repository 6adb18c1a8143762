import { type NewsletterBoxState, newsletterTexts as t } from '../../../shared/newsletter';
import { paths } from '../../../shared/paths';

/**
 * The newsletter sign-up (double opt-in): a plain form posting to /newsletter, so it works
 * without JavaScript. `state` shows what a post left behind: the typed e-mail with its error,
 * or that the confirmation e-mail went out.
 */
export function NewsletterBox({
  state,
  headingLevel = 2,
}: {
  state?: NewsletterBoxState;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const error = state?.errors?.email ?? state?.errors?._;
  const sent = state?.status === 'sent';
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-2xl bg-brand-50 px-6 py-8 sm:px-10 sm:py-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <Heading id="newsletter-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t.title}
        </Heading>
        <p className="mt-3 text-base leading-7 text-neutral-700">{t.intro}</p>
        {sent ? (
          <p role="status" className="mt-6 rounded-xl bg-white px-4 py-3 font-medium text-green-800">
            {t.sent}
          </p>
        ) : (
          <form method="post" action={paths.newsletter.subscribe} className="mt-6" noValidate>
            <div className="flex flex-col gap-3 sm:flex-row">
              <label htmlFor="newsletter-email" className="sr-only">
                {t.emailLabel}
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={254}
                placeholder={t.emailLabel}
                defaultValue={state?.values?.email ?? ''}
                aria-invalid={error ? 'true' : undefined}
                aria-describedby={error ? 'newsletter-error' : 'newsletter-privacy'}
                className="block w-full min-w-0 flex-1 rounded-xl border border-neutral-400 bg-white px-4 py-3 text-base text-ink placeholder:text-neutral-600 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-[invalid=true]:border-red-700"
              />
              <button
                type="submit"
                className="rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800"
              >
                {t.submit}
              </button>
            </div>
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                No rellenes este campo
                <input name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            {error ? (
              <p id="newsletter-error" role="alert" className="mt-3 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <p id="newsletter-privacy" className="mt-3 text-sm text-neutral-700">
              {t.privacy}
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
