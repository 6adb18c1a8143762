import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdFactsValues,
  type AiTextAllowanceView,
  type AiTextResponse,
  aiTextsApi,
} from '../../../../shared/ai-texts';
import { apiFetch } from '../../../lib/api';

interface AllowanceResponse {
  allowance: AiTextAllowanceView;
  /** 'none': this server has no text service (production without one): the buttons are not shown. */
  provider: 'local' | 'openai' | 'none';
}

const allowanceKey = ['ai-text-allowance'] as const;

/** The month's texts and which service writes them. */
export function useAiTextAllowance() {
  return useQuery({
    queryKey: allowanceKey,
    queryFn: () => apiFetch<AllowanceResponse>(aiTextsApi.allowance),
    staleTime: 30_000,
  });
}

/** A written text brings the month's count with it: the line under the fields follows at once. */
function useKeepAllowance() {
  const queryClient = useQueryClient();
  return (res: AiTextResponse) =>
    queryClient.setQueryData<AllowanceResponse>(allowanceKey, (old) =>
      old ? { ...old, allowance: res.allowance } : old,
    );
}

export function useDescribe() {
  const keep = useKeepAllowance();
  return useMutation({
    mutationFn: (facts: AdFactsValues) =>
      apiFetch<AiTextResponse>(aiTextsApi.describe, { method: 'POST', json: facts }),
    onSuccess: keep,
  });
}

export function useTranslate() {
  const keep = useKeepAllowance();
  return useMutation({
    mutationFn: (body: { listingId: string | null; text: string }) =>
      apiFetch<AiTextResponse>(aiTextsApi.translate, { method: 'POST', json: body }),
    onSuccess: keep,
  });
}
