import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  closedPct,
  type LeadStats,
  type LeadStatus,
  type LeadsPage,
  type LeadView,
  leadsDashboardApi,
  leadsDashboardTexts as t,
} from '../../../../shared/leads-dashboard';
import { apiFetch } from '../../../lib/api';
import { leadsQueryKey } from './use-leads';

type Cached = InfiniteData<LeadsPage, string | null>;
const counted = ['new', 'contacted', 'closed'] as const;

/** The stat cards after one lead moves from one status to another. */
function moveInStats(stats: LeadStats, from: LeadStatus, to: LeadStatus): LeadStats {
  const next = { ...stats };
  for (const s of counted) next[s] += (s === to ? 1 : 0) - (s === from ? 1 : 0);
  return { ...next, closedPct: closedPct(next.closed, next.total) };
}

/** Every cached list that holds the lead shows it with the new status (and its stats follow). */
function setStatus(data: Cached | undefined, id: string, status: LeadStatus): Cached | undefined {
  const lead = data?.pages.flatMap((p) => p.leads).find((l) => l.id === id);
  if (!data || !lead || lead.status === status) return data;
  const from = lead.status;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      leads: page.leads.map((l) => (l.id === id ? { ...l, status } : l)),
      // A test lead (Diagnóstico) is in no figure: the cards stay as they are.
      ...(page.stats && !lead.test ? { stats: moveInStats(page.stats, from, status) } : {}),
    })),
  };
}

/**
 * The status dropdown: the card changes at once; on failure it goes back and says so
 * ('Lead actualizado' / 'No se pudo actualizar el lead.', decision 017 → Language and texts).
 */
export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  const apply = (id: string, status: LeadStatus) =>
    queryClient.setQueriesData<Cached>({ queryKey: leadsQueryKey }, (data) => setStatus(data, id, status));
  return useMutation({
    mutationFn: ({ lead, status }: { lead: LeadView; status: LeadStatus }) =>
      apiFetch<{ lead: LeadView }>(leadsDashboardApi.one(lead.id), { method: 'PATCH', json: { status } }),
    onMutate: async ({ lead, status }) => {
      await queryClient.cancelQueries({ queryKey: leadsQueryKey });
      apply(lead.id, status);
    },
    onError: (_error, { lead }) => {
      // Only this lead goes back: another change made meanwhile stays.
      apply(lead.id, lead.status);
      toast.error(t.updateError);
    },
    onSuccess: () => toast.success(t.updated),
    // Other filters' lists may hold it too: they reload when next shown, this one stays put.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey, refetchType: 'none' }),
  });
}
