import type { ContactDetails, ContactFormState } from '../../../shared/contact';
import type { NewsletterBoxState } from '../../../shared/newsletter';
import { paths } from '../../../shared/paths';
import { contactPageTexts as t } from '../contact-texts';
import { ContactDetailsCard } from './contact-details';
import { ContactForm } from './contact-form';
import { NewsletterBox } from './newsletter-box';

function SentPanel({ confirmation }: { confirmation: boolean }) {
  return (
    <section
      aria-labelledby="contact-sent-title"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8"
    >
      <h2 id="contact-sent-title" className="text-2xl font-bold text-green-900">
        {t.sentTitle}
      </h2>
      <p role="status" className="mt-3 text-base leading-7 text-green-900">
        {confirmation ? t.sentBody : t.sentBodyUnmailed}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={paths.contact}
          className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t.another}
        </a>
        <a
          href={paths.home}
          className="rounded-xl border border-neutral-300 bg-white px-5 py-3 font-semibold text-ink"
        >
          {t.home}
        </a>
      </div>
    </section>
  );
}

/** /contact: details and quick actions beside the form (or, after sending, the confirmation). */
export function ContactPage({
  details,
  form,
  sent,
  newsletter,
}: {
  details: ContactDetails;
  form?: ContactFormState;
  sent?: { confirmation: boolean };
  newsletter?: NewsletterBoxState;
}) {
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 lg:px-8 lg:pt-16">
          <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            {t.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-700">{t.lead}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        {sent ? <SentPanel confirmation={sent.confirmation} /> : <ContactForm form={form} />}
        <ContactDetailsCard details={details} />
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <NewsletterBox state={newsletter} />
      </div>
    </>
  );
}
