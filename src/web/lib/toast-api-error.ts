import { useEffect } from 'react';
import { toast } from 'sonner';
import { dataErrorTexts } from '../../shared/errors';
import { ApiError } from './api';

/** The title of an error toast when the caller names none (decision 017 → Language and texts). */
const ERROR_TITLE = 'Error';

export interface ApiErrorToast {
  /** The toast's title; 'Error' by default. */
  title?: string;
  /**
   * Whether the server's Spanish message is shown (the default). When false the fallback is,
   * except for a validation error, whose message always says what to fix.
   */
  serverMessage?: boolean;
  /** Keeps a repeated toast (a failing query) from piling up. */
  id?: string;
}

/**
 * The one way an API failure becomes a toast: over the plan limit 'Límite alcanzado' with the
 * server's message; otherwise the server's message (or `fallback` when there is none, or when
 * `serverMessage` is false).
 */
export function toastApiError(error: unknown, fallback?: string, opts: ApiErrorToast = {}): void {
  const api = error instanceof ApiError ? error : null;
  if (api?.code === 'plan_limit') {
    toast.error(dataErrorTexts.plan_limit, { description: api.message, id: opts.id });
    return;
  }
  const useServer = api !== null && (opts.serverMessage !== false || api.code === 'validation');
  const description = useServer ? api.message : fallback;
  toast.error(opts.title ?? ERROR_TITLE, { description, id: opts.id });
}

/** One toast while a query is failing (the product's fixed text, not the server's). */
export function useQueryErrorToast(error: unknown, description: string) {
  useEffect(() => {
    if (error) toastApiError(error, description, { serverMessage: false, id: description });
  }, [error, description]);
}
