import { Quote } from 'lucide-react';
import { testimonialsTexts as t } from '../texts';

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

/** Three agency testimonials (fictional people; initials instead of photos). */
export function Testimonials({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <section aria-labelledby="testimonials-title">
      <Heading id="testimonials-title" className="text-center text-2xl font-bold tracking-tight text-ink">
        {t.title}
      </Heading>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {t.items.map((item, index) => (
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
