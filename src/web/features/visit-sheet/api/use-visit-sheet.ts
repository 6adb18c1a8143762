import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SheetAddress, SheetAddressInput, VisitSheetResponse } from '../../../../shared/visit-sheet';
import { visitSheetApi } from '../../../../shared/visit-sheet';
import { apiFetch } from '../../../lib/api';

/** While the sheet is open, how often the signers are fetched again (the visitor signs on their phone). */
export const SHEET_REFRESH_MS = 3000;

const sheetKey = (visitId: string) => ['visit-sheet', visitId] as const;

/**
 * A visit's parte de visita, or the draft to open one. While it is open it is fetched every few
 * seconds, so each visitor who signs on their phone appears at once; once signed nothing changes.
 */
export function useVisitSheet(visitId: string) {
  return useQuery({
    queryKey: sheetKey(visitId),
    queryFn: () => apiFetch<VisitSheetResponse>(visitSheetApi.sheetOf(visitId)),
    refetchInterval: (query) => (query.state.data?.sheet?.status === 'open' ? SHEET_REFRESH_MS : false),
    // The agent's phone screen may sleep between two visitors: keep fetching in the background too.
  });
}

/** Every change answers with the whole sheet: it replaces the cached one at once. */
function useSheetMutation<T>(visitId: string, request: (body: T) => Promise<VisitSheetResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (data) => queryClient.setQueryData(sheetKey(visitId), data),
  });
}

/**
 * The checked address as the server reads it: the schema turns an empty optional field into null,
 * and takes it as left out (null itself is not one of its inputs).
 */
export function addressBody(address: SheetAddress): SheetAddressInput {
  return Object.fromEntries(Object.entries(address).filter(([, v]) => v !== null)) as SheetAddressInput;
}

/** Opens the sheet with the exact address the agent confirmed. */
export function useOpenVisitSheet(visitId: string) {
  return useSheetMutation(visitId, (address: SheetAddress) =>
    apiFetch<VisitSheetResponse>(visitSheetApi.sheetOf(visitId), {
      method: 'POST',
      json: { address: addressBody(address) },
    }),
  );
}

/** A new signing link (and QR): the previous one stops working. */
export function useNewSheetLink(visitId: string) {
  return useSheetMutation(visitId, () =>
    apiFetch<VisitSheetResponse>(visitSheetApi.linkOf(visitId), { method: 'POST', json: {} }),
  );
}

/** The agent signs (a PNG data URL, and their name when the account has none): the sheet closes and its PDF is made. */
export function useSignVisitSheet(visitId: string) {
  return useSheetMutation(visitId, (body: { signature: string; agentName?: string }) =>
    apiFetch<VisitSheetResponse>(visitSheetApi.signOf(visitId), { method: 'POST', json: body }),
  );
}
