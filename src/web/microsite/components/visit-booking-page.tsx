import { useMemo } from 'react';
import { langHref } from '../../../shared/lang';
import { paths } from '../../../shared/paths';
import {
  type VisitBookingPage as Page,
  visitBookingPath,
  visitBookingTextsFor,
} from '../../../shared/visit-booking';
import { brandStyle } from '../brand';
import { usePageLang, useTexts } from '../texts';
import { FieldError, input } from './lead-form-fields';
import { cta } from './listing-page';
import { AgencyChromeProvider, agencyChrome, HeaderLogo, SiteFooter } from './site-chrome';

/**
 * "Pedir visita": the free slots of the next 14 days grouped by day (the first day with slots
 * open), or a time of the visitor's own, then name, contact and consent. A plain form: drawn on
 * the server, posted to the same address, given back with what was typed and the errors. Only the
 * server draws it (the page loads no script), so the listing's page carries none of this code.
 */
export function VisitBookingPage({ page }: { page: Page }) {
  const pageLang = usePageLang();
  const { agency, listing } = page;
  const contact = langHref(paths.agency(agency.slug), pageLang);
  const chrome = useMemo(() => agencyChrome({ agency, pageLang, contact }), [agency, pageLang, contact]);
  return (
    <AgencyChromeProvider value={chrome}>
      <div style={brandStyle(agency, 'listing')} className="min-h-dvh bg-neutral-50 font-sans text-ink">
        <header className="bg-[var(--secondary)] text-[var(--secondary-ink)]">
          <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
            <a href={langHref(paths.listing(listing.slug), pageLang)} className="flex items-center">
              <HeaderLogo agency={agency} />
            </a>
          </div>
        </header>
        <main className="mx-auto max-w-3xl px-4 py-6">
          <BookingForm page={page} />
        </main>
        <SiteFooter />
      </div>
    </AgencyChromeProvider>
  );
}

function BookingForm({ page }: { page: Page }) {
  const pageLang = usePageLang();
  const t = visitBookingTextsFor(pageLang.lang);
  const { chrome } = useTexts();
  const { listing, days, values, errors } = page;
  const listingHref = langHref(paths.listing(listing.slug), pageLang);
  const action = langHref(visitBookingPath(listing.slug), pageLang);
  const chosenOther = values.slot === 'other' || (days.length === 0 && !values.slot);
  // The day holding the chosen slot is open; else the first day.
  const openDay = Math.max(
    0,
    days.findIndex((d) => d.slots.some((s) => s.value === values.slot)),
  );
  const invalid = (key: keyof typeof errors) => (errors[key] ? 'true' : undefined);
  const describedBy = (key: keyof typeof errors) => (errors[key] ? `visit-${key}-error` : undefined);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <a href={listingHref} className="text-sm font-medium text-[var(--brand)] underline">
        ← {t.back}
      </a>
      <div className="mt-4 flex gap-4">
        {listing.photo && (
          <img
            src={listing.photo.src}
            alt={listing.photo.alt}
            width={96}
            height={72}
            className="h-18 w-24 shrink-0 rounded-xl object-cover"
          />
        )}
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold text-balance">{t.heading}</h1>
          <p className="mt-1 font-medium text-neutral-700">{listing.title}</p>
          {listing.place && <p className="text-sm text-neutral-600">{listing.place}</p>}
        </div>
      </div>
      <form method="post" action={action} className="mt-6 space-y-6" noValidate>
        <input type="hidden" name="lang" value={pageLang.lang} />
        {hasErrors && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
            {errors.form ?? t.errorSummary}
          </p>
        )}
        <fieldset className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-lg font-bold">{t.chooseSlot}</legend>
          <p className="text-sm text-neutral-700">{days.length ? t.intro(page.lengthMinutes) : t.noSlots}</p>
          <FieldError id="visit-slot-error" message={errors.slot} />
          <div className="mt-3 space-y-2">
            {days.map((day, i) => (
              <details
                key={day.label}
                open={i === openDay && !chosenOther}
                className="group rounded-xl border border-neutral-200"
              >
                <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold">
                  <span className="first-letter:uppercase">{day.label}</span>
                  <span className="text-sm font-normal text-neutral-600">
                    {t.slotsOfDay(day.slots.length)}
                  </span>
                </summary>
                <div className="grid grid-cols-3 gap-2 px-4 pb-4 sm:grid-cols-6">
                  {day.slots.map((slot) => (
                    <label key={slot.value} className="relative">
                      <input
                        type="radio"
                        name="slot"
                        value={slot.value}
                        defaultChecked={values.slot === slot.value}
                        aria-describedby={describedBy('slot')}
                        className="peer absolute inset-0 opacity-0"
                      />
                      <span className="flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 text-base font-semibold tabular-nums peer-checked:border-[var(--brand)] peer-checked:bg-[var(--brand)] peer-checked:text-[var(--brand-ink)] peer-focus-visible:ring-2 peer-focus-visible:ring-[var(--brand)]">
                        <span className="sr-only">{day.label}, </span>
                        {slot.time}
                      </span>
                    </label>
                  ))}
                </div>
              </details>
            ))}
            <div className="rounded-xl border border-neutral-200 px-4 py-3">
              <label className="flex items-start gap-3 font-semibold">
                <input
                  type="radio"
                  name="slot"
                  value="other"
                  defaultChecked={chosenOther}
                  className="mt-1 size-5 shrink-0 accent-[var(--brand)]"
                />
                {t.otherTime}
              </label>
              <label className="mt-3 block text-sm font-medium">
                {t.proposedLabel}
                <input
                  type="datetime-local"
                  name="proposed"
                  min={page.proposeMin}
                  max={page.proposeMax}
                  step={300}
                  defaultValue={values.proposed}
                  className={input}
                  aria-invalid={invalid('proposed')}
                  aria-describedby={errors.proposed ? 'visit-proposed-error' : 'visit-proposed-hint'}
                />
              </label>
              <p id="visit-proposed-hint" className="mt-1 text-sm text-neutral-600">
                {t.proposedHint}
              </p>
              <FieldError id="visit-proposed-error" message={errors.proposed} />
            </div>
          </div>
        </fieldset>
        <fieldset className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-lg font-bold">{t.yourDetails}</legend>
          <label className="block text-sm font-medium">
            {t.nameLabel}
            <input
              name="name"
              autoComplete="name"
              maxLength={120}
              required
              defaultValue={values.name}
              className={input}
              aria-invalid={invalid('name')}
              aria-describedby={describedBy('name')}
            />
            <FieldError id="visit-name-error" message={errors.name} />
          </label>
          <p id="visit-contact-hint" className="text-sm text-neutral-600">
            {t.contactHint}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block text-sm font-medium">
              {t.emailLabel}
              <input
                type="email"
                name="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={values.email}
                className={input}
                aria-invalid={invalid('email')}
                aria-describedby={errors.email ? 'visit-email-error' : 'visit-contact-hint'}
              />
              <FieldError id="visit-email-error" message={errors.email} />
            </label>
            <label className="block text-sm font-medium">
              {t.phoneLabel}
              <input
                type="tel"
                name="phone"
                autoComplete="tel"
                maxLength={30}
                defaultValue={values.phone}
                className={input}
                aria-invalid={invalid('phone')}
                aria-describedby={describedBy('phone')}
              />
              <FieldError id="visit-phone-error" message={errors.phone} />
            </label>
          </div>
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div>
            <label className="flex items-start gap-3 text-sm text-neutral-700">
              <input
                type="checkbox"
                name="consent"
                defaultChecked={values.consent === 'on'}
                className="mt-0.5 size-5 shrink-0 accent-[var(--brand)]"
                aria-invalid={invalid('consent')}
                aria-describedby={describedBy('consent')}
              />
              <span>
                {chrome.consent(page.agency.name)}{' '}
                <a
                  href={langHref(paths.agencyPrivacy(page.agency.slug), pageLang)}
                  className="font-medium text-[var(--brand)] underline"
                  target="_blank"
                  rel="noopener"
                >
                  {chrome.noticeLink}
                </a>
                .
              </span>
            </label>
            <FieldError id="visit-consent-error" message={errors.consent} />
          </div>
        </fieldset>
        <button type="submit" className={`${cta} w-full sm:w-auto`}>
          {t.submit}
        </button>
      </form>
    </>
  );
}
