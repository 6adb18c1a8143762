import type { PublicAgency, PublicAgent } from '../../../shared/microsite';
import { whatsappLink } from '../../../shared/whatsapp';
import { useTexts } from '../texts';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';

/**
 * The contact block: the listing's assigned agent (their name, phone and WhatsApp, the agency
 * beneath) when it has one, else the agency's own contact. The agency's e-mail stays either way.
 */
export function ContactBlock({
  agency,
  agent,
  title,
  href,
}: {
  agency: PublicAgency;
  agent: PublicAgent | null;
  title: string;
  href: string;
}) {
  const t = useTexts();
  const phone = agent ? (agent.phone ?? (agent.whatsapp ? null : agency.phone)) : agency.phone;
  const wa = whatsappLink(agent ? (agent.whatsapp ?? phone) : agency.phone, t.whatsappMessage(title));
  const row = 'flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-ink hover:bg-neutral-100';
  const agencyLink = (
    <a href={href} className="hover:underline">
      {agency.name}
    </a>
  );
  return (
    <section
      aria-labelledby="contact-title"
      className="mt-6 rounded-2xl border border-neutral-200 bg-white p-5"
    >
      <h2 id="contact-title" className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">
        {t.contact}
      </h2>
      {agent ? (
        <>
          <p className="mt-2 text-lg font-bold text-ink" data-agent>
            {agent.name}
          </p>
          <p className="text-sm font-medium text-neutral-600">{agencyLink}</p>
        </>
      ) : (
        <p className="mt-2 text-lg font-bold text-ink">{agencyLink}</p>
      )}
      <ul className="mt-2 -mx-3 space-y-1">
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={row}>
              <PhoneIcon className="size-5 text-[var(--brand)]" />
              <span>
                <span className="sr-only">{t.call}: </span>
                {phone}
              </span>
            </a>
          </li>
        )}
        {wa && (
          <li>
            <a href={wa} className={row} target="_blank" rel="noopener">
              <ChatIcon className="size-5 text-[var(--brand)]" />
              {t.whatsapp}
            </a>
          </li>
        )}
        {agency.email && (
          <li>
            <a
              href={`mailto:${agency.email}?subject=${encodeURIComponent(title)}`}
              className={`${row} break-all`}
            >
              <MailIcon className="size-5 shrink-0 text-[var(--brand)]" />
              {agency.email}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
