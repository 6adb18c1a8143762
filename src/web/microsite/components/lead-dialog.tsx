import { useEffect, useRef } from 'react';
import { leadTexts } from '../../../shared/leads';
import { type LeadFormState, micrositeApi, micrositeTexts as t } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import { stagingSectionTexts } from '../staging-texts';
import { CheckIcon, CloseIcon } from './icons';
import { SectionLink } from './section-link';
import type { StagingInterest } from './staging-section';
import { useLeadForm } from './use-lead-form';

const input =
  'mt-1 block w-full rounded-xl border border-neutral-300 bg-white px-3.5 py-3 text-base text-ink placeholder:text-neutral-500 focus:border-[var(--brand)] focus:outline-none focus:ring-2 focus:ring-[var(--brand)]/30 aria-[invalid=true]:border-red-600';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * '¡Me interesa esta propiedad!': with JavaScript a dialog posting JSON; without it the same form,
 * shown by `#contactar` (:target), posts to the server, which answers with the page.
 */
export function LeadDialog(props: {
  slug: string;
  title: string;
  useCode: string;
  /** Set when the visitor asked for a render from the AI section. */
  interest?: StagingInterest | null;
  open: boolean;
  onClose: () => void;
  initial?: LeadFormState;
}) {
  const { slug, title, open, onClose, initial } = props;
  const interest = props.interest ?? null;
  const useCode = interest?.useCode ?? props.useCode;
  const form = useLeadForm({ slug, useCode, interest, initial });
  const { values, set, touch, shownError } = form;
  const first = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { adopt } = form;
  useEffect(() => adopt(formRef.current), [adopt]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      opener?.focus?.();
    };
  }, [open, onClose]);

  // Without JavaScript, a dialog the server opened (after a form post) closes by reloading the page.
  const closeHref = initial ? paths.listing(slug) : '#';
  const err = (key: string) => shownError(key);
  const describedBy = (key: string) => (err(key) ? `lead-${key}-error` : undefined);
  const [before, after] = leadTexts.consentLabel.split('política de privacidad');

  return (
    <div
      id="contactar"
      className={`fixed inset-0 z-50 items-end justify-center bg-black/55 sm:items-center sm:p-4 ${open ? 'flex' : 'hidden target:flex'}`}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse convenience; the close link and Escape do the same. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div onClick={onClose} className="absolute inset-0" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="lead-title"
        className="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white px-5 pt-5 pb-8 shadow-2xl sm:max-w-lg sm:rounded-3xl sm:p-7"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="lead-title" className="text-xl font-bold text-ink">
            {leadTexts.dialogTitle}
          </h2>
          <SectionLink
            href={closeHref}
            onActivate={onClose}
            className="-m-2 rounded-full p-2 text-neutral-600 hover:bg-neutral-100"
            aria-label={t.close}
          >
            <CloseIcon className="size-5" />
          </SectionLink>
        </div>
        {form.status === 'sent' ? (
          <div className="py-8 text-center" role="status">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <CheckIcon className="size-7" />
            </span>
            <p className="mt-4 text-lg font-semibold text-ink">{leadTexts.sent}</p>
            <SectionLink
              href={closeHref}
              onActivate={onClose}
              className="mt-6 inline-block rounded-xl bg-[var(--brand)] px-5 py-3 font-semibold text-[var(--brand-ink)]"
            >
              {t.close}
            </SectionLink>
          </div>
        ) : (
          <form
            ref={formRef}
            method="post"
            action={micrositeApi.leadForm(slug)}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void form.submit();
            }}
            className="group mt-4 space-y-4"
          >
            <p className="rounded-xl bg-neutral-100 px-3.5 py-2.5 text-sm text-neutral-700">
              Inmueble: <strong className="font-semibold text-ink">{title}</strong>
              {interest && (
                <>
                  <br />
                  {stagingSectionTexts.interest}:{' '}
                  <strong className="font-semibold text-ink">{interest.label}</strong>
                </>
              )}
            </p>
            <input type="hidden" name="useCode" value={useCode} />
            {interest && <input type="hidden" name="roomCode" value={interest.roomCode} />}
            {interest && <input type="hidden" name="styleCode" value={interest.styleCode} />}
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block text-sm font-medium text-ink">
                Nombre *
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
                Apellidos *
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
              <legend className="text-sm font-medium text-ink">¿Cómo prefieres que te contacten?</legend>
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
                    {method === 'email' ? 'Email' : 'WhatsApp'}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block text-sm font-medium text-ink group-has-[#lead-whatsapp:checked]:hidden">
              E-mail *
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
              Teléfono (WhatsApp) *
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
                No rellenes este campo
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
                    href={paths.privacy}
                    className="font-medium text-[var(--brand)] underline"
                    target="_blank"
                    rel="noopener"
                  >
                    política de privacidad
                  </a>
                  {after}
                </span>
              </label>
              <FieldError id="lead-consent-error" message={err('consent')} />
            </div>
            {form.message && (
              <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800">
                {form.message}
              </p>
            )}
            <button
              type="submit"
              disabled={(form.hydrated && !form.valid) || form.status === 'sending'}
              className="w-full rounded-xl bg-[var(--brand)] px-5 py-3.5 text-base font-semibold text-[var(--brand-ink)] shadow-sm transition hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {form.status === 'sending' ? 'Enviando...' : 'Enviar solicitud'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
