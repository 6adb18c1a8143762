import { type ContactFormState, contactMax } from '../../../shared/contact';
import { paths } from '../../../shared/paths';
import { contactPageTexts as t } from '../contact-texts';

const input =
  'mt-1 block w-full rounded-xl border border-neutral-400 bg-white px-3.5 py-3 text-base text-ink focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-[invalid=true]:border-red-700';

type Field = {
  name: keyof typeof contactMax;
  label: string;
  required?: boolean;
  type?: 'email' | 'tel';
  autoComplete: string;
  wide?: boolean;
};

const fields: readonly Field[] = [
  { name: 'name', label: t.name, required: true, autoComplete: 'name' },
  { name: 'email', label: t.emailField, required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', label: t.company, autoComplete: 'organization' },
  { name: 'phone', label: t.phoneField, type: 'tel', autoComplete: 'tel' },
  { name: 'subject', label: t.subject, required: true, autoComplete: 'off', wide: true },
];

/**
 * The contact form: a plain POST to /contact (works without JavaScript). After a failed post it
 * shows what was typed, each field's Spanish error and a summary at the top.
 */
export function ContactForm({ form }: { form?: ContactFormState }) {
  const values = form?.values ?? {};
  const errors = form?.errors ?? {};
  const fieldErrors = Object.entries(errors).filter(([key]) => key !== '_');
  const describedBy = (name: string) => (errors[name] ? `contact-${name}-error` : undefined);
  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-ink">
        {t.formTitle}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t.required}</p>
      {errors._ || fieldErrors.length ? (
        <div
          role="alert"
          className="mt-5 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {errors._ ? <p className="font-semibold">{errors._}</p> : null}
          {fieldErrors.length ? (
            <>
              <p className="font-semibold">{t.errorsTitle}</p>
              <ul className="mt-1 list-disc pl-5">
                {fieldErrors.map(([name, message]) => (
                  <li key={name}>
                    <a href={`#contact-${name}`} className="underline">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <form method="post" action={paths.contact} className="mt-6 grid gap-5 sm:grid-cols-2" noValidate>
        {fields.map((f) => (
          <div key={f.name} className={f.wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`contact-${f.name}`} className="block text-sm font-medium text-ink">
              {f.label}
              {f.required ? ' *' : ''}
            </label>
            <input
              id={`contact-${f.name}`}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              required={f.required}
              maxLength={contactMax[f.name]}
              defaultValue={values[f.name] ?? ''}
              aria-invalid={errors[f.name] ? 'true' : undefined}
              aria-describedby={describedBy(f.name)}
              className={input}
            />
            {errors[f.name] ? (
              <p id={`contact-${f.name}-error`} className="mt-1 text-sm text-red-800">
                {errors[f.name]}
              </p>
            ) : null}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className="block text-sm font-medium text-ink">
            {t.message} *
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            maxLength={contactMax.message}
            defaultValue={values.message ?? ''}
            aria-invalid={errors.message ? 'true' : undefined}
            aria-describedby={describedBy('message')}
            className={input}
          />
          {errors.message ? (
            <p id="contact-message-error" className="mt-1 text-sm text-red-800">
              {errors.message}
            </p>
          ) : null}
        </div>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {t.honeypot}
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-neutral-600">
            {t.privacy}{' '}
            <a href={paths.privacy} className="font-medium text-brand-700 underline">
              {t.privacyLink}
            </a>
            .
          </p>
          <button
            type="submit"
            className="shrink-0 rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800"
          >
            {t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
