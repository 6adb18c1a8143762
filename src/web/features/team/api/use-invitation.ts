import { useMutation, useQuery } from '@tanstack/react-query';
import { type InvitationPreview, type InvitationRegisterInput, teamApi } from '../../../../shared/team';
import { apiFetch } from '../../../lib/api';

/**
 * What the invitation link leads to (or the Spanish reason it no longer works). `used`: accepted
 * here a moment ago; not asked again (it would answer 409, already used).
 */
export function useInvitationPreview(token: string, used = false) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => apiFetch<InvitationPreview>(teamApi.byToken(token)),
    enabled: token.length > 0 && !used,
    retry: false,
  });
}

export const useAcceptInvitation = (token: string) =>
  useMutation({ mutationFn: () => apiFetch(teamApi.accept(token), { method: 'POST', json: {} }) });

export const useRegisterFromInvitation = (token: string) =>
  useMutation({
    mutationFn: (input: InvitationRegisterInput) =>
      apiFetch(teamApi.register(token), { method: 'POST', json: input }),
  });
