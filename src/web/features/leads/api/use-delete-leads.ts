import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeleteLeadsResult,
  type LeadPersonPreview,
  leadDeletionApi,
} from '../../../../shared/lead-deletion';
import {
  closedPct,
  type LeadsPage,
  type LeadView,
  leadsDashboardApi,
} from '../../../../shared/leads-dashboard';
import { apiFetch } from '../../../lib/api';
import { leadsQueryKey } from './use-leads';

type Cached = InfiniteData<LeadsPage, string | null>;

/** Every cached list without the deleted leads, its cards and "Mostrando x de y" following at once. */
function withoutLeads(data: Cached | undefined, ids: ReadonlySet<string>): Cached | undefined {
  if (!data) return data;
  const gone: LeadView[] = data.pages.flatMap((p) => p.leads).filter((l) => ids.has(l.id));
  if (!gone.length) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const leads = page.leads.filter((l) => !ids.has(l.id));
      if (!page.stats) return { ...page, leads };
      const s = { ...page.stats };
      for (const lead of gone) {
        if (lead.test) s.tests -= 1;
        else {
          s.total -= 1;
          if (lead.status === 'new' || lead.status === 'contacted' || lead.status === 'closed')
            s[lead.status] -= 1;
        }
      }
      return { ...page, leads, stats: { ...s, closedPct: closedPct(s.closed, s.total) } };
    }),
  };
}

/** After leads are gone: out of every cached list now, then the lists are read again. */
function useForget() {
  const queryClient = useQueryClient();
  return async (ids: string[]) => {
    const set = new Set(ids);
    queryClient.setQueriesData<Cached>({ queryKey: leadsQueryKey }, (data) => withoutLeads(data, set));
    await queryClient.invalidateQueries({ queryKey: leadsQueryKey });
  };
}

/** Deletes one lead (DELETE) or several in one request and one transaction (POST …/delete). */
export function useDeleteLeads() {
  const forget = useForget();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? apiFetch<DeleteLeadsResult>(leadsDashboardApi.one(ids[0]!), { method: 'DELETE' })
        : apiFetch<DeleteLeadsResult>(leadDeletionApi.deleteMany(), { method: 'POST', json: { ids } }),
    onSuccess: (_result, ids) => forget(ids),
  });
}

/** Who "Borrar los datos de esta persona" would erase and how many leads; read when its dialog opens. */
export function usePersonPreview(leadId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['lead-person', leadId],
    queryFn: ({ signal }) => apiFetch<LeadPersonPreview>(leadDeletionApi.person(leadId), { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** RGPD art. 17: every lead of the person in the agency, in one transaction on the server. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      apiFetch<DeleteLeadsResult>(leadDeletionApi.erasePerson(leadId), { method: 'POST', json: {} }),
    // Which other leads went is the server's to know: the lists are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}
