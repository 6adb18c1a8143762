import type { RefObject } from 'react';
import { paths } from '../../../shared/paths';
import { useTexts } from '../texts';
import { useAgencyChrome } from './site-chrome';
import type { useLeadForm } from './use-lead-form';

/** The microsite's text field (the lead form's and the booking page's). */
export const input =
  'mt-1 block w-full rounded-xl border border-neutral-300 bg-white px-3.5 py-3 text-base text-ink placeholder:text-neutral-500 focus:border-[var(--brand)] focus:outline-none focus:ring-2 focus:ring-[var(--brand)]/30 aria-[invalid=true]:border-red-600';

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** The fields of the interest request (name, channel, contact, consent), with their errors. */
export function LeadFormFields({
  form,
  first,
}: {
  form: ReturnType<typeof useLeadForm>;
  first: RefObject<HTMLInputElement | null>;
}) {
  const { values, set, touch, shownError } = form;
  const err = (key: string) => shownError(key);
  const describedBy = (key: string) => (err(key) ? `lead-${key}-error` : undefined);
  const { lead, chrome } = useTexts();
  const f = lead.form;
  // The agency is the controller of what the buyer sends: the box names it and links its notice.
  const agency = useAgencyChrome();
  const [before, after] = agency
    ? [`${chrome.consent(agency.name)} `, '.']
    : lead.consentLabel.split(f.privacyLink);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-ink">
          {f.firstName}
          <input
            ref={first}
            name="firstName"
            autoComplete="given-name"
            maxLength={80}
            required
            className={input}
            value={values.firstName}
            onInput={(e) => set('firstName', e.currentTarget.value)}
            onBlur={() => touch('firstName')}
            aria-invalid={err('firstName') ? 'true' : undefined}
            aria-describedby={describedBy('firstName')}
          />
          <FieldError id="lead-firstName-error" message={err('firstName')} />
        </label>
        <label className="block text-sm font-medium text-ink">
          {f.lastName}
          <input
            name="lastName"
            autoComplete="family-name"
            maxLength={120}
            required
            className={input}
            value={values.lastName}
            onInput={(e) => set('lastName', e.currentTarget.value)}
            onBlur={() => touch('lastName')}
            aria-invalid={err('lastName') ? 'true' : undefined}
            aria-describedby={describedBy('lastName')}
          />
          <FieldError id="lead-lastName-error" message={err('lastName')} />
        </label>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{f.channel}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(['email', 'whatsapp'] as const).map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-neutral-300 px-3 py-3 text-sm font-semibold text-ink has-[:checked]:border-[var(--brand)] has-[:checked]:bg-[var(--brand)]/10"
            >
              <input
                type="radio"
                name="contactMethod"
                value={method}
                id={`lead-${method}`}
                checked={values.contactMethod === method}
                onChange={() => set('contactMethod', method)}
                className="accent-[var(--brand)]"
              />
              {method === 'email' ? f.channelEmail : f.channelWhatsapp}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-ink group-has-[#lead-whatsapp:checked]:hidden">
        {f.email}
        <input
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          className={input}
          value={values.email}
          onInput={(e) => set('email', e.currentTarget.value)}
          onBlur={() => touch('email')}
          aria-invalid={err('email') ? 'true' : undefined}
          aria-describedby={describedBy('email')}
        />
        <FieldError id="lead-email-error" message={err('email')} />
      </label>
      <label className="hidden text-sm font-medium text-ink group-has-[#lead-whatsapp:checked]:block">
        {f.phone}
        <input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          className={input}
          value={values.phone}
          onInput={(e) => set('phone', e.currentTarget.value)}
          onBlur={() => touch('phone')}
          aria-invalid={err('phone') ? 'true' : undefined}
          aria-describedby={describedBy('phone')}
        />
        <FieldError id="lead-phone-error" message={err('phone')} />
      </label>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {f.honeypot}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onInput={(e) => set('website', e.currentTarget.value)}
          />
        </label>
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-neutral-700">
          <input
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(e) => {
              set('consent', e.currentTarget.checked);
              touch('consent');
            }}
            className="mt-0.5 size-5 shrink-0 accent-[var(--brand)]"
            aria-invalid={err('consent') ? 'true' : undefined}
            aria-describedby={describedBy('consent')}
          />
          <span>
            {before}
            <a
              href={agency?.privacy ?? paths.privacy}
              className="font-medium text-[var(--brand)] underline"
              target="_blank"
              rel="noopener"
            >
              {agency ? chrome.noticeLink : f.privacyLink}
            </a>
            {after}
          </span>
        </label>
        <FieldError id="lead-consent-error" message={err('consent')} />
      </div>
    </>
  );
}
