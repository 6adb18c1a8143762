import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type VisitLinkResponse,
  type VisitLogLinkResponse,
  visitLinksApi,
} from '../../../../shared/visit-links';
import { apiFetch } from '../../../lib/api';

const calendarKey = ['visit-calendar'] as const;
const logKey = (listingId: string) => ['visit-log-link', listingId] as const;

/** The signed-in member's calendar subscription URL. */
export function useCalendarLink() {
  return useQuery({
    queryKey: calendarKey,
    queryFn: () => apiFetch<VisitLinkResponse>(visitLinksApi.calendar),
  });
}

/** "Cambiar el enlace": the old URL stops working; the new one replaces it on screen. */
export function useRotateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<VisitLinkResponse>(visitLinksApi.calendarRotate, { method: 'POST', json: {} }),
    onSuccess: (data) => queryClient.setQueryData(calendarKey, data),
  });
}

/** A listing's visit-log link for its owner; `url` null while it is not shared. */
export function useVisitLogLink(listingId: string) {
  return useQuery({
    queryKey: logKey(listingId),
    queryFn: () => apiFetch<VisitLogLinkResponse>(visitLinksApi.visitLog(listingId)),
  });
}

/** Creates or changes the link (POST), or stops sharing it (DELETE). */
export function useSetVisitLogLink(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: boolean) =>
      apiFetch<VisitLogLinkResponse>(
        visitLinksApi.visitLog(listingId),
        share ? { method: 'POST', json: {} } : { method: 'DELETE' },
      ),
    onSuccess: (data) => queryClient.setQueryData(logKey(listingId), data),
  });
}

/** Copies text to the clipboard; on a page without the Clipboard API (plain http), the old way. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const ok = document.execCommand('copy');
  field.remove();
  if (!ok) throw new Error('copy failed');
}
