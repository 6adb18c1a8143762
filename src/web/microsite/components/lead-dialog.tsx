import { useEffect, useLayoutEffect, useRef } from 'react';
import { langHref } from '../../../shared/lang';
import { type LeadFormState, micrositeApi } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import { usePageLang, useTexts } from '../texts';
import { trapTab } from './focus-trap';
import { CloseIcon } from './icons';
import { LeadFormFields } from './lead-form-fields';
import { type DemoLeadInfo, LeadSent } from './lead-sent';
import { SectionLink } from './section-link';
import type { StagingInterest } from './staging-section';
import { useLeadForm } from './use-lead-form';

/**
 * '¡Me interesa esta propiedad!': with JavaScript a dialog posting JSON; without it the same form,
 * shown by `#contactar` (:target), posts to the server, which answers with the page. In the demo
 * nothing is posted with JavaScript (and nothing stored without it).
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
  /** /demo: the form checks like the real one, sends nothing and says what would have been sent. */
  demo?: DemoLeadInfo;
}) {
  const { slug, title, open, onClose, initial, demo } = props;
  const interest = props.interest ?? null;
  const useCode = interest?.useCode ?? props.useCode;
  const t = useTexts();
  const pageLang = usePageLang();
  const form = useLeadForm({
    slug,
    useCode,
    interest,
    initial,
    demo: Boolean(demo),
    lang: pageLang.lang,
    active: open,
  });
  const first = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { adopt } = form;
  useEffect(() => adopt(formRef.current), [adopt]);
  // The demo sends nothing: once closed, the next 'Contactar' shows the form again.
  const { again, status } = form;
  useEffect(() => {
    if (demo && !open && status === 'sent') again();
  }, [demo, open, status, again]);

  // A layout effect: focus and Escape work from the frame the dialog first shows in (a passive
  // effect runs only after the browser has painted it).
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      // Modal: Tab cycles through the dialog, never to the page behind the overlay.
      else if (panel.current) trapTab(e, panel.current);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      opener?.focus?.();
    };
  }, [open, onClose]);

  // Without JavaScript, a dialog the server opened (after a form post) closes by reloading the page.
  const closeHref = initial ? langHref(demo ? paths.demo : paths.listing(slug), pageLang) : '#';

  // Until the script runs, `#contactar` (:target) shows the dialog. After, only `open` does: a tap
  // made before it left the page's target on the dialog, and taking the hash out of the address
  // (the page does) does not change the target, so it would never hide again.
  const shown = open ? 'flex' : form.hydrated ? 'hidden' : 'hidden target:flex';
  // Disabled once the form's own checks have loaded and find something missing: then it says what.
  const blocked = form.hydrated && !form.valid;
  return (
    <div
      id="contactar"
      className={`fixed inset-0 z-50 items-end justify-center bg-black/55 sm:items-center sm:p-4 ${shown}`}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse convenience; the close link and Escape do the same. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div onClick={onClose} className="absolute inset-0" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="lead-title"
        className="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white px-5 pt-5 pb-8 shadow-2xl sm:max-w-lg sm:rounded-3xl sm:p-7"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="lead-title" className="text-xl font-bold text-ink">
            {t.lead.dialogTitle}
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
          <LeadSent
            closeHref={closeHref}
            onClose={onClose}
            values={form.values}
            demo={demo}
            choice={[demo?.useLabels[useCode] ?? useCode, interest?.label].filter(Boolean).join(' · ')}
          />
        ) : (
          <form
            ref={formRef}
            method="post"
            action={demo ? paths.demo : micrositeApi.leadForm(slug)}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void form.submit();
            }}
            className="group mt-4 space-y-4"
          >
            <p className="rounded-xl bg-neutral-100 px-3.5 py-2.5 text-sm text-neutral-700">
              {t.lead.form.property}: <strong className="font-semibold text-ink">{title}</strong>
              {interest && (
                <>
                  <br />
                  {t.staging.interest}: <strong className="font-semibold text-ink">{interest.label}</strong>
                </>
              )}
            </p>
            <input type="hidden" name="useCode" value={useCode} />
            <input type="hidden" name="lang" value={pageLang.lang} />
            {interest && <input type="hidden" name="roomCode" value={interest.roomCode} />}
            {interest && <input type="hidden" name="styleCode" value={interest.styleCode} />}
            <LeadFormFields form={form} first={first} />
            {form.message && (
              <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800">
                {form.message}
              </p>
            )}
            <button
              type="submit"
              disabled={blocked || form.status === 'sending'}
              aria-describedby={blocked ? 'lead-missing' : undefined}
              className="w-full rounded-xl bg-[var(--brand)] px-5 py-3.5 text-base font-semibold text-[var(--brand-ink)] shadow-sm transition hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {form.status === 'sending' ? t.lead.form.sending : t.lead.form.send}
            </button>
            {blocked && form.missing.length > 0 && (
              <p id="lead-missing" className="text-center text-sm text-neutral-700">
                {t.lead.form.missing(form.missing.map((key) => t.lead.form.missingItems[key]))}
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
