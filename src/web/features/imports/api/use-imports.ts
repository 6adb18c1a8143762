import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ImportRun,
  type ImportSourceSettings,
  type ImportStartInput,
  type ImportUrlInput,
  importApi,
  importPreviewSchema,
  importRunResponseSchema,
  importStateSchema,
} from '../../../../shared/imports';
import { apiFetch } from '../../../lib/api';

export const importStateKey = ['imports'] as const;
const runKey = (id: string) => ['imports', 'run', id] as const;
/** How often a queued or running import is asked for its progress. */
const POLL_MS = 1_000;

/** POST runs, POST sync (202) and GET run answer `{ run }`. */
const readRun = async (url: string, init?: Parameters<typeof apiFetch>[1]) =>
  importRunResponseSchema.parse(await apiFetch<unknown>(url, init)).run;

export const isUnfinished = (run: ImportRun) => run.status === 'queued' || run.status === 'running';

/** The saved feed, the run in progress and the log. */
export function useImportState() {
  return useQuery({
    queryKey: importStateKey,
    queryFn: async () => importStateSchema.parse(await apiFetch<unknown>(importApi.state)),
  });
}

/** One run, asked again every second while it is queued or running. */
export function useImportRun(run: ImportRun) {
  return useQuery({
    queryKey: runKey(run.id),
    queryFn: () => readRun(importApi.run(run.id)),
    initialData: run,
    refetchInterval: (query) => (query.state.data && isUnfinished(query.state.data) ? POLL_MS : false),
  });
}

/** Reads a feed URL and says what would change (nothing is written). */
export function usePreviewUrl() {
  return useMutation({
    mutationFn: async (input: ImportUrlInput) =>
      importPreviewSchema.parse(await apiFetch<unknown>(importApi.preview, { method: 'POST', json: input })),
  });
}

/** Reads an uploaded Kyero XML, CSV or .xlsx and says what would change. */
export function usePreviewFile() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return importPreviewSchema.parse(
        await apiFetch<unknown>(importApi.preview, { method: 'POST', body: form }),
      );
    },
  });
}

/** Every change to the source or a new run refreshes the state (source, log). */
function useRefreshState() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: importStateKey, exact: true });
}

/** "Importar": queues a run that applies the preview. */
export function useStartImport() {
  const refresh = useRefreshState();
  return useMutation({
    mutationFn: (input: ImportStartInput) => readRun(importApi.runs, { method: 'POST', json: input }),
    onSuccess: () => refresh(),
  });
}

/** "Sincronizar ahora": queues a run of the saved feed. */
export function useSyncNow() {
  const refresh = useRefreshState();
  return useMutation({
    mutationFn: () => readRun(importApi.sync, { method: 'POST' }),
    onSuccess: () => refresh(),
  });
}

export function useSaveSourceSettings() {
  const refresh = useRefreshState();
  return useMutation({
    mutationFn: (input: ImportSourceSettings) =>
      apiFetch<unknown>(importApi.source, { method: 'PUT', json: input }),
    onSuccess: () => refresh(),
  });
}

/** "Dejar de sincronizar": the feed is forgotten; its listings stay. */
export function useStopSync() {
  const refresh = useRefreshState();
  return useMutation({
    mutationFn: () => apiFetch<unknown>(importApi.source, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}
