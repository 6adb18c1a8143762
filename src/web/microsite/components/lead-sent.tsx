import { useTexts } from '../texts';
import { CheckIcon } from './icons';
import { SectionLink } from './section-link';
import type { LeadFields } from './use-lead-form';

/** What the demo would have delivered: the agency's name and the visitor's choice of use, room and style. */
export interface DemoLeadInfo {
  agencyName: string;
  /** The labels of the uses ('comercial' → 'Comercial'). */
  useLabels: Record<string, string>;
  signUpHref: string;
}

function DemoDone({ demo, values, choice }: { demo: DemoLeadInfo; values: LeadFields; choice: string }) {
  const demoLeadTexts = useTexts().demoLead;
  const contact =
    values.contactMethod === 'whatsapp' ? `WhatsApp: ${values.phone}` : `E-mail: ${values.email}`;
  const rows: [string, string][] = [
    [demoLeadTexts.name, `${values.firstName} ${values.lastName}`.trim()],
    [demoLeadTexts.contact, contact],
    [demoLeadTexts.interest, choice],
  ];
  return (
    <>
      <p className="mt-4 text-lg font-semibold text-ink">{demoLeadTexts.done}</p>
      <p className="mt-2 text-neutral-700">{demoLeadTexts.body(demo.agencyName)}</p>
      <dl className="mx-auto mt-4 max-w-sm space-y-1.5 rounded-xl bg-neutral-100 px-4 py-3 text-left text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="shrink-0 font-semibold text-ink">{label}:</dt>
            <dd className="min-w-0 break-words text-neutral-700">{value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={demo.signUpHref}
        className="mt-4 inline-block font-semibold text-[var(--brand)] underline underline-offset-2"
      >
        {demoLeadTexts.cta}
      </a>
    </>
  );
}

/** The dialog's answer once sent: the real confirmation, or in the demo what would have been delivered. */
export function LeadSent(props: {
  closeHref: string;
  onClose: () => void;
  values: LeadFields;
  demo?: DemoLeadInfo;
  /** "Comercial · Cafetería · Boho", or just the use when nothing was asked for in the AI section. */
  choice: string;
}) {
  const { closeHref, onClose, values, demo, choice } = props;
  const t = useTexts();
  return (
    <div className="py-8 text-center" role="status">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon className="size-7" />
      </span>
      {demo ? (
        <DemoDone demo={demo} values={values} choice={choice} />
      ) : (
        <p className="mt-4 text-lg font-semibold text-ink">{t.lead.sent}</p>
      )}
      <div>
        <SectionLink
          href={closeHref}
          onActivate={onClose}
          className="mt-6 inline-block rounded-xl bg-[var(--brand)] px-5 py-3 font-semibold text-[var(--brand-ink)]"
        >
          {t.close}
        </SectionLink>
      </div>
    </div>
  );
}
