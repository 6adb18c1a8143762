import { Mail, MessageCircle, Phone } from 'lucide-react';
import { type LeadView, leadsDashboardTexts as t } from '../../../../shared/leads-dashboard';
import { whatsappLink } from '../../../../shared/whatsapp';
import { cn } from '../../../lib/cn';

const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-50';

/** wa.me for a mobile number, with a Spanish message naming the property; null for a landline. */
export const leadWhatsappLink = (lead: LeadView) =>
  whatsappLink(lead.phone, t.whatsappMessage(lead.firstName, lead.listing.title));

export function mailLink(lead: LeadView): string | null {
  if (!lead.email) return null;
  const subject = encodeURIComponent(t.mailSubject(lead.listing.title));
  const body = encodeURIComponent(t.mailBody(lead.firstName, lead.listing.title));
  return `mailto:${lead.email}?subject=${subject}&body=${body}`;
}

/**
 * One click to answer: the channel the buyer chose first (WhatsApp or e-mail, prefilled), the
 * other one when the lead has it too, and a call on phones.
 */
export function LeadReply({ lead }: { lead: LeadView }) {
  const wa = leadWhatsappLink(lead);
  const mail = mailLink(lead);
  const links: { key: string; href: string; label: string; icon: typeof Mail }[] = [];
  if (wa) links.push({ key: 'wa', href: wa, label: t.replyWhatsapp, icon: MessageCircle });
  if (mail) links.push({ key: 'mail', href: mail, label: t.replyEmail, icon: Mail });
  if (lead.channel === 'email') links.reverse();
  return (
    <div className="flex flex-wrap gap-2">
      {links.map(({ key, href, label, icon: Icon }, i) => (
        <a
          key={key}
          href={href}
          target={key === 'wa' ? '_blank' : undefined}
          rel={key === 'wa' ? 'noopener noreferrer' : undefined}
          className={i === 0 ? cn(primary, 'w-full sm:w-auto') : cn(secondary, 'flex-1 sm:flex-none')}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </a>
      ))}
      {lead.phone && (
        <a href={`tel:${lead.phone}`} className={cn(secondary, 'flex-1 sm:hidden')}>
          <Phone className="size-4" aria-hidden />
          {t.call}
        </a>
      )}
    </div>
  );
}
