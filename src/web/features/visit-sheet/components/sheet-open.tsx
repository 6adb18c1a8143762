import { CheckCircle2, RefreshCw, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { USER_NAME_MAX } from '../../../../shared/auth-schemas';
import { agentNameField, visitSheetTexts as t, type VisitSheetView } from '../../../../shared/visit-sheet';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { toastApiError } from '../../../lib/toast-api-error';
import { useNewSheetLink, useSignVisitSheet } from '../api/use-visit-sheet';
import { linkExpiryTime } from '../format';
import { sheetPageTexts as p } from '../texts';
import { SheetSigners } from './sheet-signers';
import { SignaturePad } from './signature-pad';

/**
 * The server draws the QR (an SVG of the signing URL): shown as an image, never as markup, so
 * nothing in it can run or reach the page.
 */
export const qrImageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The visitor's contact: a code on its way (not yet typed), or confirmed. Before a code, nothing. */
function ContactStatus({ contact }: { contact: VisitSheetView['contact'] }) {
  if (contact && !contact.confirmed && contact.codeSent)
    return <p className="text-sm text-neutral-700">{t.contactPending(contact.masked)}</p>;
  if (!contact?.confirmed) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-green-800">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t.contactConfirmed(contact.masked)}
    </p>
  );
}

/** The QR the visitor scans, the same link for this phone, a new code, and until when it works. */
function SignLink({ visitId, sheet }: { visitId: string; sheet: VisitSheetView }) {
  const newLink = useNewSheetLink(visitId);
  const change = () =>
    newLink.mutate(undefined, {
      onSuccess: () => toast.success(p.linkChanged),
      onError: (e) => toastApiError(e, p.actionError),
    });
  return (
    <section aria-labelledby="sheet-scan-title" className="space-y-4">
      <div>
        <h2 id="sheet-scan-title" tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
          {t.scanTitle}
        </h2>
        <p className="mt-0.5 text-sm text-neutral-600">{t.scanHint}</p>
      </div>
      {sheet.signQrSvg && (
        <img
          src={qrImageSrc(sheet.signQrSvg)}
          alt={p.qrAlt}
          data-testid="sheet-qr"
          className="mx-auto block aspect-square w-full max-w-[320px] rounded-xl border border-neutral-200 bg-white p-3"
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {sheet.signUrl && (
          <a href={sheet.signUrl} className={buttonClass('primary')}>
            <Smartphone className="size-4" aria-hidden />
            {t.openHere}
          </a>
        )}
        <Button variant="secondary" onClick={change} loading={newLink.isPending}>
          <RefreshCw className="size-4" aria-hidden />
          {t.newLink}
        </Button>
      </div>
      <p className="text-sm text-neutral-600">{t.linkExpires(linkExpiryTime(sheet.linkExpiresAt))}</p>
      <ContactStatus contact={sheet.contact} />
    </section>
  );
}

interface SheetProps {
  visitId: string;
  sheet: VisitSheetView;
  /** The signed-in member's name (VisitSheetResponse.agentName): null asks for it. */
  agentName: string | null;
}

/**
 * The agent's signature, last: only once someone has signed and something is drawn. An account
 * without a name gives it here (the sheet names the agent), checked by the server's own schema.
 */
function AgentSignature({ visitId, sheet, agentName }: SheetProps) {
  const sign = useSignVisitSheet(visitId);
  const [signature, setSignature] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const nameInput = useRef<HTMLInputElement>(null);
  /** The name's error, with the field in view and focused (the pad and button are below it). */
  const refuseName = (message: string) => {
    setNameError(message);
    nameInput.current?.focus();
  };
  const hasSigner = sheet.signers.length > 0;
  const ready = hasSigner && signature !== null;
  const submit = () => {
    if (!signature) return;
    if (agentName) return sign.mutate({ signature });
    const checked = agentNameField.safeParse(name);
    if (!checked.success) return refuseName(checked.error.issues[0]?.message ?? t.agentNameRequired);
    sign.mutate(
      { signature, agentName: checked.data },
      {
        onError: (e) => {
          if (e instanceof ApiError && e.fields?.agentName) refuseName(e.fields.agentName);
        },
      },
    );
  };
  return (
    <section aria-labelledby="sheet-agent-title" className="space-y-3">
      <h3 id="sheet-agent-title" className="text-base font-semibold text-ink">
        {t.agentTitle}
      </h3>
      {!agentName && (
        <FormField label={t.agentNameLabel} hint={t.agentNameHint} error={nameError}>
          <Input
            ref={nameInput}
            autoComplete="name"
            maxLength={USER_NAME_MAX}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
          />
        </FormField>
      )}
      <SignaturePad
        label={t.agentTitle}
        hideLabel
        hint={t.agentHint}
        clearLabel={t.clear}
        onChange={(png) => {
          setSignature(png);
          sign.reset();
        }}
        disabled={sign.isPending}
      />
      {sign.error && !nameError && <Alert tone="error">{sign.error.message}</Alert>}
      <div className="space-y-2">
        <Button
          onClick={submit}
          disabled={!ready}
          loading={sign.isPending}
          aria-describedby={ready ? undefined : 'sheet-sign-why'}
          className="w-full sm:w-auto"
        >
          {t.agentSign}
        </Button>
        {!ready && (
          <p id="sheet-sign-why" className="text-sm text-neutral-600">
            {hasSigner ? p.needDrawing : p.needSigner}
          </p>
        )}
      </div>
    </section>
  );
}

/** An open sheet: the QR for the visitors, who has signed so far (live), and the agent's signature. */
export function SheetOpen({ visitId, sheet, agentName }: SheetProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
        <SignLink visitId={visitId} sheet={sheet} />
      </div>
      <div className="min-w-0 space-y-6 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
        <SheetSigners signers={sheet.signers} live />
        <AgentSignature visitId={visitId} sheet={sheet} agentName={agentName} />
      </div>
    </div>
  );
}
