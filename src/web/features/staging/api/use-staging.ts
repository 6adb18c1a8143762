import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListingView, listingsApi, type PhotoView } from '../../../../shared/listings';
import { catalogApi } from '../../../../shared/paths';
import {
  type AllowanceView,
  type BatchPlanView,
  type BatchRequest,
  type RenderRequest,
  type RenderResponse,
  type RenderView,
  stagingApi,
  type VariantStats,
  type VariantView,
} from '../../../../shared/staging';
import { apiFetch } from '../../../lib/api';

export interface CatalogItem {
  code: string;
  label: string;
}

const keys = {
  listing: (id: string) => ['staging-listing', id] as const,
  renders: (id: string) => ['staging-renders', id] as const,
  render: (renderId: string) => ['staging-render', renderId] as const,
  batch: (id: string, batchId: string) => ['staging-batch', id, batchId] as const,
  variants: (id: string) => ['staging-variants', id] as const,
  stats: (id: string) => ['staging-stats', id] as const,
  allowance: ['staging-allowance'] as const,
};

/** A render is still on its way while queued or processing. */
export const isUnfinished = (r: Pick<RenderView, 'status'>) =>
  r.status === 'queued' || r.status === 'processing';

/** How often a running render's state is read again (the server keeps it in the database). */
const POLL_MS = 700;

export function useStagingListing(listingId: string) {
  return useQuery({
    queryKey: keys.listing(listingId),
    queryFn: () => apiFetch<{ listing: ListingView; photos: PhotoView[] }>(listingsApi.one(listingId)),
  });
}

/** The catalogue of one use: rooms or styles, in their order. */
export function useCatalog(kind: 'rooms' | 'styles', use: string) {
  return useQuery({
    queryKey: ['catalog', kind, use],
    queryFn: async () => {
      const data = await apiFetch<Record<string, CatalogItem[]>>(catalogApi[kind](use));
      return data[kind] ?? [];
    },
    staleTime: 60 * 60_000,
  });
}

export function useAllowance() {
  return useQuery({
    queryKey: keys.allowance,
    queryFn: () =>
      apiFetch<{ allowance: AllowanceView; configured: boolean; testProvider: boolean }>(
        stagingApi.allowance,
      ),
  });
}

/** The listing's renders, newest first: after a reload the unfinished ones are followed again. */
export function useRenders(listingId: string) {
  return useQuery({
    queryKey: keys.renders(listingId),
    queryFn: () => apiFetch<{ renders: RenderView[] }>(stagingApi.renders(listingId)),
    select: (data) => data.renders,
  });
}

/** Everything a finished render changes: variants, stats, the allowance and the render list. */
function useRefreshAfterRender(listingId: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [
      keys.variants(listingId),
      keys.stats(listingId),
      keys.allowance,
      keys.renders(listingId),
    ])
      void queryClient.invalidateQueries({ queryKey: key });
  };
}

/** One render's state, read again until it has finished. */
export function useRenderState(render: RenderView) {
  const refresh = useRefreshAfterRender(render.listingId);
  return useQuery({
    queryKey: keys.render(render.id),
    queryFn: async () => {
      const { render: next } = await apiFetch<{ render: RenderView }>(stagingApi.render(render.id));
      if (!isUnfinished(next)) refresh();
      return next;
    },
    initialData: render,
    refetchInterval: (query) => (query.state.data && isUnfinished(query.state.data) ? POLL_MS : false),
  });
}

const finished = (list: readonly RenderView[] | undefined) =>
  list?.filter((r) => !isUnfinished(r)).length ?? 0;

/**
 * The renders of one batch (variations, a chain, "todo el inmueble"), read again until all have
 * finished: one progress view for them. Each render that finishes brings its variant in.
 */
export function useBatchRenders(listingId: string, batchId: string) {
  const refresh = useRefreshAfterRender(listingId);
  const queryClient = useQueryClient();
  const key = keys.batch(listingId, batchId);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const { renders } = await apiFetch<{ renders: RenderView[] }>(
        stagingApi.batchRenders(listingId, batchId),
      );
      if (finished(renders) > finished(queryClient.getQueryData<RenderView[]>(key))) refresh();
      return renders;
    },
    refetchInterval: (query) => (query.state.data?.some(isUnfinished) ? POLL_MS : false),
  });
}

export function useGenerateRender(listingId: string) {
  const refresh = useRefreshAfterRender(listingId);
  return useMutation({
    mutationFn: (body: RenderRequest) =>
      apiFetch<RenderResponse>(stagingApi.renders(listingId), { method: 'POST', json: body }),
    onSuccess: () => refresh(),
  });
}

export function useVariants(listingId: string) {
  return useQuery({
    queryKey: keys.variants(listingId),
    queryFn: () => apiFetch<{ variants: VariantView[] }>(stagingApi.variants(listingId)),
    select: (data) => data.variants,
  });
}

export function useVariantStats(listingId: string) {
  return useQuery({
    queryKey: keys.stats(listingId),
    queryFn: () => apiFetch<{ stats: VariantStats }>(stagingApi.stats(listingId)),
    select: (data) => data.stats,
  });
}

function useRefreshVariants(listingId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: keys.variants(listingId) });
    void queryClient.invalidateQueries({ queryKey: keys.stats(listingId) });
  };
}

export function useApproveVariant(listingId: string) {
  const refresh = useRefreshVariants(listingId);
  return useMutation({
    mutationFn: ({ id, approved }: { id: string; approved: boolean }) =>
      apiFetch<{ variant: VariantView }>(stagingApi.variant(id), { method: 'PATCH', json: { approved } }),
    onSuccess: refresh,
  });
}

export function useDeleteVariant(listingId: string) {
  const refresh = useRefreshVariants(listingId);
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(stagingApi.variant(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** What "Amueblar todo el inmueble" would cost, asked again whenever the styles change. */
export function useBatchPreview(listingId: string, body: BatchRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['staging-batch-preview', listingId, body.use, body.styles, body.mode],
    queryFn: () =>
      apiFetch<{ plan: BatchPlanView }>(stagingApi.batchPreview(listingId), { method: 'POST', json: body }),
    enabled,
    select: (data) => data.plan,
  });
}

export function useStartBatch(listingId: string) {
  const refresh = useRefreshAfterRender(listingId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchRequest) =>
      apiFetch<{ batchId: string; plan: BatchPlanView; renders: RenderView[] }>(stagingApi.batch(listingId), {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['staging-batch-preview', listingId] });
    },
  });
}
