import { useQuery } from '@tanstack/react-query';
import { type TeamResponse, teamApi } from '../../../../shared/team';
import { apiFetch } from '../../../lib/api';

/** Who holds a seat now: the agents and the pending invitations (the owner holds one too). */
export interface TeamSeats {
  used: number;
  agents: { name: string; email: string }[];
  invitations: string[];
}

/** The agency's seats in use: a plan with fewer cannot be chosen yet, and the dialog says who holds them. */
export function useTeamSeats(enabled: boolean) {
  return useQuery({
    queryKey: ['team'],
    queryFn: () => apiFetch<TeamResponse>(teamApi.team),
    enabled,
    select: (team): TeamSeats => ({
      used: team.seats.used,
      agents: team.members.filter((m) => m.role === 'agent').map(({ name, email }) => ({ name, email })),
      invitations: team.invitations.map((i) => i.email),
    }),
  });
}
