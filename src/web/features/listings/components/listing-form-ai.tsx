import { Languages, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { adFactsInputSchema, aiTextTexts } from '../../../../shared/ai-texts';
import { Button } from '../../../components/ui/button';
import { toastApiError } from '../../../lib/toast-api-error';
import { useAiTextAllowance, useDescribe, useTranslate } from '../api/use-ai-texts';
import type { FieldErrorsFromServer } from './listing-form';
import { type ListingFormApi, toSchemaInput } from './listing-form-values';

export type DescriptionName = 'description' | 'descriptionEn';

/** One toast for the AI's failures: a retry that works takes the last failure's away. */
const TOAST_ID = 'ai-text';

/** What the last AI text did to a field, so it can be undone while the field still holds it. */
interface Filled {
  name: DescriptionName;
  /** What wrote it, and that it is a draft to review (the local test provider says it is no AI). */
  message: string;
  previous: string;
  text: string;
}

/**
 * "Escribir con IA" and "Traducir al inglés" (issue 29): each fills its field with a draft and
 * nothing else; the member reads, edits and saves as with a typed text, and "Deshacer" brings
 * back what the field held. The facts are checked with the listing's own schema first, so a
 * wrong figure is marked on its field as on save, and only the facts travel.
 */
export function useAiFill(opts: {
  form: ListingFormApi;
  listingId: string | null;
  storedFeatures: readonly string[];
  showFieldErrors: (fields: FieldErrorsFromServer) => void;
}) {
  const { form } = opts;
  const allowance = useAiTextAllowance();
  const describe = useDescribe();
  const translate = useTranslate();
  const [filled, setFilled] = useState<Filled | null>(null);
  /** The fields the facts' check marked, cleared at the next check. */
  const marked = useRef<string[]>([]);

  const fill = (name: DescriptionName, text: string, test: boolean) => {
    toast.dismiss(TOAST_ID);
    const previous = form.getValues(name) ?? '';
    form.setValue(name, text, { shouldDirty: true, shouldValidate: true });
    const spanish = name === 'description';
    const message = test
      ? spanish
        ? aiTextTexts.testWritten
        : aiTextTexts.testTranslated
      : spanish
        ? aiTextTexts.written
        : aiTextTexts.translated;
    setFilled({ name, message, previous, text });
  };

  const write = async () => {
    const input = { ...toSchemaInput(form.getValues(), opts.storedFeatures), listingId: opts.listingId };
    const parsed = adFactsInputSchema.safeParse(input);
    // The marks of the last check go: a field corrected since then is no longer "con errores".
    form.clearErrors(marked.current as never);
    marked.current = [];
    if (!parsed.success) {
      const fields: FieldErrorsFromServer = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      marked.current = Object.keys(fields);
      opts.showFieldErrors(fields);
      toastApiError(null, aiTextTexts.factsToFix, { id: TOAST_ID });
      return;
    }
    try {
      const res = await describe.mutateAsync(parsed.data);
      fill('description', res.text, res.provider === 'local');
    } catch (e) {
      toastApiError(e, aiTextTexts.failed, { id: TOAST_ID });
    }
  };

  const translateToEnglish = async () => {
    const text = (form.getValues('description') ?? '').trim();
    if (!text) {
      form.setError('description', { message: aiTextTexts.needsSpanish });
      form.setFocus('description');
      return;
    }
    try {
      const res = await translate.mutateAsync({ listingId: opts.listingId, text });
      fill('descriptionEn', res.text, res.provider === 'local');
    } catch (e) {
      toastApiError(e, aiTextTexts.failed, { id: TOAST_ID });
    }
  };

  const undo = () => {
    if (!filled) return;
    form.setValue(filled.name, filled.previous, { shouldDirty: true, shouldValidate: true });
    setFilled(null);
  };

  return {
    /** False until the server says which service writes, and on a server without one. */
    available: allowance.data !== undefined && allowance.data.provider !== 'none',
    allowanceText: allowance.data?.allowance.text ?? null,
    write,
    writing: describe.isPending,
    translate: translateToEnglish,
    translating: translate.isPending,
    /** The note under a field the AI just filled; gone once the member changes the text. */
    noticeFor: (name: DescriptionName, current: string) =>
      filled?.name === name && filled.text === current ? filled : null,
    undo,
  };
}

export type AiFill = ReturnType<typeof useAiFill>;

/** The button beside a description's label. */
export function AiAction({ ai, name }: { ai: AiFill; name: DescriptionName }) {
  if (!ai.available) return null;
  const spanish = name === 'description';
  return (
    <Button
      variant="secondary"
      className="min-h-10 px-3"
      onClick={spanish ? ai.write : ai.translate}
      loading={spanish ? ai.writing : ai.translating}
      data-testid={spanish ? 'ai-write' : 'ai-translate'}
    >
      {spanish ? <Sparkles aria-hidden className="size-4" /> : <Languages aria-hidden className="size-4" />}
      {spanish
        ? ai.writing
          ? aiTextTexts.writing
          : aiTextTexts.write
        : ai.translating
          ? aiTextTexts.translating
          : aiTextTexts.translate}
    </Button>
  );
}

/** "Descripción escrita con IA… Revísala antes de guardar." with "Deshacer". */
export function AiNotice({ ai, name, current }: { ai: AiFill; name: DescriptionName; current: string }) {
  const notice = ai.noticeFor(name, current);
  return (
    <div role="status" aria-live="polite" data-testid={`${name}-ai-notice`}>
      {notice && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-neutral-800">
          <p className="min-w-0 flex-1">{notice.message}</p>
          <Button variant="ghost" className="min-h-10 px-3" onClick={ai.undo}>
            {aiTextTexts.undo}
          </Button>
        </div>
      )}
    </div>
  );
}
