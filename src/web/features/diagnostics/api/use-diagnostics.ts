import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DiagnosticsResponse,
  diagnosticsApi,
  type TestLeadResponse,
} from '../../../../shared/diagnostics';
import { apiFetch } from '../../../lib/api';

const diagnosticsKey = ['diagnostics'] as const;

/** Every check, run on the server each time (never cached). */
export function useDiagnostics() {
  return useQuery({
    queryKey: diagnosticsKey,
    queryFn: () => apiFetch<DiagnosticsResponse>(diagnosticsApi.checks),
    staleTime: 0,
  });
}

/** 'Insert test lead': on success the checks run again, so the counts show the new lead. */
export function useInsertTestLead(callbacks: {
  onCreated: (result: TestLeadResponse) => void;
  onFailed: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TestLeadResponse>(diagnosticsApi.testLead, { method: 'POST', json: {} }),
    onSuccess: async (result) => {
      callbacks.onCreated(result);
      await queryClient.invalidateQueries({ queryKey: diagnosticsKey });
    },
    onError: callbacks.onFailed,
  });
}
