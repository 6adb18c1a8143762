import { useQuery } from '@tanstack/react-query';
import { type AgencyMemberView, agentsApi } from '../../../../shared/agents';
import { apiFetch } from '../../../lib/api';

/** The agency's members, for "Agente asignado". */
export function useAgencyMembers() {
  return useQuery({
    queryKey: ['agency-members'],
    queryFn: () => apiFetch<{ members: AgencyMemberView[] }>(agentsApi.members),
  });
}
