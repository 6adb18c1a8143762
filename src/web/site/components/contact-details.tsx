import type { ReactNode } from 'react';
import type { ContactDetails } from '../../../shared/contact';
import { contactPageTexts as t } from '../contact-texts';

const iconPaths = {
  mail: 'M4 6h16v12H4z M4 7l8 6 8-6',
  phone:
    'M6.6 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.1 6.1l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  chat: 'M4 20l1.3-3.9A8 8 0 1 1 8 19.1z M9 10h.01 M12 10h.01 M15 10h.01',
} as const;

function Icon({ name }: { name: keyof typeof iconPaths }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: keyof typeof iconPaths;
  label: string;
  children: ReactNode;
}) {
  // A <dl> group holds only <dt> and <dd>: the icon lives inside the term.
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-medium text-neutral-600">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name={icon} />
        </span>
        {label}
      </dt>
      <dd className="-mt-2 pl-12 text-base text-ink">{children}</dd>
    </div>
  );
}

const action =
  'flex items-center justify-center gap-2 rounded-xl border px-4 py-3 text-sm font-semibold transition-colors';

/** The company's contact details and the quick actions (WhatsApp, call, e-mail). */
export function ContactDetailsCard({ details }: { details: ContactDetails }) {
  const whatsapp = details.whatsapp
    ? `${details.whatsapp}?text=${encodeURIComponent(t.whatsappMessage)}`
    : null;
  return (
    <aside aria-labelledby="contact-details-title" className="space-y-8">
      <section className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <h2 id="contact-details-title" className="text-xl font-bold text-ink">
          {t.detailsTitle}
        </h2>
        <dl className="mt-5 space-y-5">
          <Detail icon="mail" label={t.email}>
            <a
              href={`mailto:${details.email}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {details.email}
            </a>
          </Detail>
          <Detail icon="phone" label={t.phone}>
            <a
              href={`tel:${details.phoneHref}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {details.phone}
            </a>
          </Detail>
          {details.address ? (
            <Detail icon="pin" label={t.address}>
              {details.address}
            </Detail>
          ) : null}
          <Detail icon="clock" label={t.hours}>
            {t.hoursValue}
            <span className="block text-sm text-neutral-600">{t.response}</span>
          </Detail>
        </dl>
      </section>
      <section aria-labelledby="contact-quick-title">
        <h2 id="contact-quick-title" className="text-lg font-bold text-ink">
          {t.quickTitle}
        </h2>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={`${action} border-green-700 bg-green-700 text-white hover:bg-green-800`}
            >
              <Icon name="chat" />
              {t.whatsapp}
            </a>
          ) : null}
          <a
            href={`tel:${details.phoneHref}`}
            className={`${action} border-neutral-300 bg-white text-ink hover:bg-neutral-50`}
          >
            <Icon name="phone" />
            {t.call}
          </a>
          <a
            href={`mailto:${details.email}`}
            className={`${action} border-neutral-300 bg-white text-ink hover:bg-neutral-50`}
          >
            <Icon name="mail" />
            {t.mail}
          </a>
        </div>
      </section>
    </aside>
  );
}
