import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { qrTexts } from '../texts';
import { qrImageUrl } from './qr-svg';

export type QrImageStatus = 'loading' | 'ready' | 'error';

/** decision 017 → QR codes: toast 'Error' / 'No se pudo generar el código QR'; the id keeps it from piling up. */
export function toastQrError() {
  toast.error(qrTexts.errorTitle, { description: qrTexts.generateError, id: 'qr-generate-error' });
}

/**
 * The `<img>` of a listing's QR with its load state: the error toast when the server cannot draw
 * it, and a retry that asks again (a new URL, so a cached failure is not reused). Key the
 * component by the code if it can change.
 */
export function useQrImage(code: string) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<QrImageStatus>('loading');
  useEffect(() => {
    if (status === 'error') toastQrError();
  }, [status]);
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  const base = qrImageUrl(code);
  return {
    src: attempt === 0 ? base : `${base}?retry=${attempt}`,
    status,
    retry,
    onLoad: () => setStatus('ready'),
    onError: () => setStatus('error'),
  };
}
