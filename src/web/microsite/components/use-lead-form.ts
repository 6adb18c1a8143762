import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../shared/lang';
import { type ContactMethod, forChannel, leadsApi, leadTextsFor } from '../../../shared/leads';
import type { LeadFormState } from '../../../shared/microsite';
import { type LeadSchema, loadLeadSchema } from '../load-lead-schema';

export type LeadFields = {
  firstName: string;
  lastName: string;
  contactMethod: ContactMethod;
  email: string;
  phone: string;
  consent: boolean;
  website: string;
};
type Status = 'idle' | 'sending' | 'sent' | 'failed';

const empty: LeadFields = {
  firstName: '',
  lastName: '',
  contactMethod: 'email',
  email: '',
  phone: '',
  consent: false,
  website: '',
};
const draftKey = (slug: string) => `escaparate:solicitud:${slug}`;
/** A draft older than this is dropped: the next person on a shared phone or computer must not find it. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** What a draft keeps: what was typed, never the consent (given anew each time) nor the honeypot. */
type Draft = Pick<LeadFields, 'firstName' | 'lastName' | 'contactMethod' | 'email' | 'phone'>;
interface StoredDraft {
  savedAt: number;
  values: Draft;
}
const toDraft = ({ firstName, lastName, contactMethod, email, phone }: LeadFields): Draft => ({
  firstName,
  lastName,
  contactMethod,
  email,
  phone,
});
const isBlank = (d: Draft) => !d.firstName && !d.lastName && !d.email && !d.phone;
/** The draft kept for this listing, if any and younger than a day (an older or damaged one is removed). */
function readDraft(slug: string, now = Date.now()): Draft | null {
  const saved = localStorage.getItem(draftKey(slug));
  if (!saved) return null;
  const stored = JSON.parse(saved) as Partial<StoredDraft>;
  const age = now - (typeof stored.savedAt === 'number' ? stored.savedAt : Number.NaN);
  if (!(age >= 0 && age <= DRAFT_MAX_AGE_MS) || typeof stored.values !== 'object' || !stored.values) {
    localStorage.removeItem(draftKey(slug));
    return null;
  }
  return toDraft({ ...empty, ...stored.values });
}
const forgetDraft = (slug: string) => {
  try {
    localStorage.removeItem(draftKey(slug));
  } catch {
    // Nothing to clean up where storage is blocked.
  }
};

const MISSING_ORDER = ['firstName', 'lastName', 'email', 'phone', 'consent'] as const;
export type MissingItem = (typeof MISSING_ORDER)[number];

function fromServer(state?: LeadFormState): LeadFields {
  const v = state?.values ?? {};
  return {
    ...empty,
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    contactMethod: v.contactMethod === 'whatsapp' ? 'whatsapp' : 'email',
    email: v.email ?? '',
    phone: v.phone ?? '',
    consent: v.consent === 'on',
  };
}

function fieldErrors(schema: LeadSchema | null, values: LeadFields, useCode: string): Record<string, string> {
  if (!schema) return {};
  const parsed = schema.safeParse({ ...values, consent: values.consent || undefined, useCode });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0] ?? '_')] ??= i.message;
  return errors;
}

/**
 * The interest request: the shared schema decides validity, what the visitor types is kept in
 * the browser until the agency has it (a reload or a lost connection loses nothing) and for a
 * day at most; the consent box is never kept, so it is always ticked by the person sending.
 */
export function useLeadForm(opts: {
  slug: string;
  useCode: string;
  /** The room and style asked for from the AI section (stored on the lead). */
  interest?: { roomCode: string; styleCode: string } | null;
  initial?: LeadFormState;
  /** /demo: a valid form is 'sent' without any request. */
  demo?: boolean;
  /** The page's language: the messages' and the one the agency is told about. */
  lang?: Lang;
  /** The form is on screen: its validation code is loaded from then on. */
  active: boolean;
}) {
  const { slug, useCode, initial, demo, lang = 'es', active } = opts;
  const leadTexts = leadTextsFor(lang);
  const tags = opts.interest ? { roomCode: opts.interest.roomCode, styleCode: opts.interest.styleCode } : {};
  const [values, setValues] = useState<LeadFields>(() => fromServer(initial));
  const [touched, setTouched] = useState<Record<string, boolean>>(
    initial?.status === 'invalid' ? { all: true } : {},
  );
  const [status, setStatus] = useState<Status>(
    initial?.status === 'sent' ? 'sent' : initial?.status === 'failed' ? 'failed' : 'idle',
  );
  const [message, setMessage] = useState<string | null>(initial?.errors._ ?? null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const [hydrated, setHydrated] = useState(false);
  const [schema, setSchema] = useState<LeadSchema | null>(null);

  // Fetched when the form is first shown, not with the page: evaluating zod and building the
  // schema is a long task on a slow phone, and most visitors read without ever opening the form.
  useEffect(() => {
    if (!active || schema) return;
    loadLeadSchema(lang).then(
      (loaded) => setSchema(() => loaded),
      // Offline: the server validates the same rules when the form is sent.
      () => undefined,
    );
  }, [active, schema, lang]);

  useEffect(() => {
    setHydrated(true);
    if (initial) return;
    try {
      const draft = readDraft(slug);
      if (draft) {
        const restored = { ...empty, ...draft };
        current.current = restored;
        setValues(restored);
      }
    } catch {
      // Private mode or a damaged draft: start empty.
      forgetDraft(slug);
    }
  }, [slug, initial]);

  // Written with every keystroke, not after the next frame: a reload or a closed tab right after
  // typing keeps the last letter too.
  const current = useRef(values);
  const update = (next: LeadFields) => {
    current.current = next;
    setValues(next);
    try {
      const draft = toDraft(next);
      if (isBlank(draft)) localStorage.removeItem(draftKey(slug));
      else
        localStorage.setItem(
          draftKey(slug),
          JSON.stringify({ savedAt: Date.now(), values: draft } satisfies StoredDraft),
        );
    } catch {
      // Storage full or blocked: the form still works.
    }
  };

  const clientErrors = fieldErrors(schema, values, useCode);
  const errors = { ...clientErrors, ...serverErrors };
  // Until the schema has arrived the server is the judge: the button stays usable.
  const valid = Object.keys(clientErrors).length === 0;
  /** What "Enviar solicitud" waits for, in the form's order (said under it while it is disabled). */
  // The channel's field is named even while the names are missing too (the schema judges it only
  // once they are in), so the list does not grow as the visitor goes.
  const channelField = values.contactMethod === 'email' ? 'email' : 'phone';
  const missing = valid
    ? []
    : MISSING_ORDER.filter((key) => key in clientErrors || (key === channelField && !values[key].trim()));

  const set = <K extends keyof LeadFields>(key: K, value: LeadFields[K]) => {
    update({ ...current.current, [key]: value });
    setServerErrors((e) => {
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };
  /** What was typed into the server's HTML before the script ran is kept, not wiped by hydration. */
  const adopt = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    const typed: Partial<LeadFields> = {};
    for (const key of ['firstName', 'lastName', 'email', 'phone'] as const) {
      const v = data.get(key);
      if (typeof v === 'string' && v) typed[key] = v;
    }
    if (data.get('contactMethod') === 'whatsapp') typed.contactMethod = 'whatsapp';
    if (data.get('consent')) typed.consent = true;
    if (!Object.keys(typed).length) return;
    current.current = { ...current.current, ...typed };
    setValues(current.current);
  }, []);
  const touch = (key: string) => setTouched((t) => ({ ...t, [key]: true }));
  const shownError = (key: string) => (touched.all || touched[key] ? errors[key] : undefined);

  const submit = async () => {
    setTouched({ all: true });
    if (!valid || status === 'sending') return;
    if (demo) {
      setStatus('sent');
      forgetDraft(slug);
      return;
    }
    setStatus('sending');
    setMessage(null);
    try {
      const res = await fetch(leadsApi.submit(slug), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The hidden channel's field stays in the draft, but is not sent.
        body: JSON.stringify(forChannel({ ...values, consent: true, useCode, ...tags, lang })),
      });
      if (res.ok) {
        setStatus('sent');
        forgetDraft(slug);
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      } | null;
      setServerErrors(body?.error?.fields ?? {});
      setMessage(
        res.status === 429 || body?.error?.code === 'validation'
          ? (body?.error?.message ?? leadTexts.sendError)
          : leadTexts.sendError,
      );
      setStatus('failed');
    } catch {
      setMessage(leadTexts.sendError);
      setStatus('failed');
    }
  };

  /** The demo: back to the form (what was typed kept) for another try. */
  const again = useCallback(() => {
    setStatus('idle');
    setTouched({});
  }, []);

  return { values, set, touch, shownError, valid, missing, hydrated, status, message, submit, adopt, again };
}
