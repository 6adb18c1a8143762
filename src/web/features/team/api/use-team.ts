import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InviteInput, type TeamResponse, teamApi } from '../../../../shared/team';
import { apiFetch } from '../../../lib/api';

export const teamKey = ['team'] as const;

/** Members, pending invitations and seats of the agency (owner only). */
export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: () => apiFetch<TeamResponse>(teamApi.team) });
}

function useTeamMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export const useInvite = () =>
  useTeamMutation((input: InviteInput) => apiFetch(teamApi.invitations, { method: 'POST', json: input }));

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => apiFetch(teamApi.invitation(id), { method: 'DELETE' }));

export const useRemoveMember = () =>
  useTeamMutation((id: string) => apiFetch(teamApi.member(id), { method: 'DELETE' }));
