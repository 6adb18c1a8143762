import { useQuery } from '@tanstack/react-query';
import { type TeamResponse, teamApi } from '../../../../shared/team';
import { apiFetch } from '../../../lib/api';

/** Users the agency has (members and pending invitations): a plan with fewer seats cannot be chosen yet. */
export function useSeatsInUse(enabled: boolean) {
  return useQuery({
    queryKey: ['team'],
    queryFn: () => apiFetch<TeamResponse>(teamApi.team),
    enabled,
    select: (team) => team.seats.used,
  });
}
