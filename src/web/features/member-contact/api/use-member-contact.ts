import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsApi, type MemberContactInput, type MemberContactResponse } from '../../../../shared/agents';
import { apiFetch } from '../../../lib/api';

const key = ['member-contact'] as const;

/** The signed-in member's own contact details. */
export function useMemberContact() {
  return useQuery({ queryKey: key, queryFn: () => apiFetch<MemberContactResponse>(agentsApi.myContact) });
}

export function useSaveMemberContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberContactInput) =>
      apiFetch<MemberContactResponse>(agentsApi.myContact, { method: 'PUT', json: input }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      // The assignment picker shows members by name.
      void queryClient.invalidateQueries({ queryKey: ['agency-members'] });
    },
  });
}
