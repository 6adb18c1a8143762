import { Quote } from 'lucide-react';
import {
  type CustomerQuote,
  customerQuotes,
  customerQuotesTitle,
  exampleUseCases,
} from '../testimonials-content';

const avatarTones = [
  'bg-brand-100 text-brand-800',
  'bg-teal-100 text-teal-900',
  'bg-amber-100 text-amber-900',
];

const initials = (name: string) =>
  name
    .split(' ')
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

/** Real customers' quotes (billing/testimonials-content.ts: each with its written consent). */
function Quotes({ quotes }: { quotes: readonly CustomerQuote[] }) {
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="text-center text-2xl font-bold tracking-tight text-ink">
        {customerQuotesTitle}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {quotes.map((item, index) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-neutral-200 bg-white p-6">
              <Quote className="size-6 text-brand-700" aria-hidden />
              <blockquote className="mt-3 flex-1 text-base leading-7 text-neutral-700">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden
                  className={`flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold ${avatarTones[index % avatarTones.length]}`}
                >
                  {initials(item.name)}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-ink">{item.name}</span>
                  <span className="block text-sm text-neutral-600">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Until there are real quotes: use cases, said to be examples, with no made-up customer. */
function Examples() {
  const t = exampleUseCases;
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="text-center text-2xl font-bold tracking-tight text-ink">
        {t.title}
      </h2>
      <p className="mt-2 text-center text-sm text-neutral-600">{t.note}</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {t.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-neutral-200 bg-white p-6">
            <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">Ejemplo</p>
            <h3 className="mt-1 text-base font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 text-base leading-7 text-neutral-700">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What customers say, when they have said it with their consent; examples of use until then. */
export function Testimonials({ quotes = customerQuotes }: { quotes?: readonly CustomerQuote[] }) {
  return quotes.length ? <Quotes quotes={quotes} /> : <Examples />;
}
