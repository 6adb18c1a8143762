import { toast } from 'sonner';
import { listingTexts } from '../../../../shared/listings';
import { ApiError } from '../../../lib/api';

/**
 * The toast for a failed create or update. Over the plan limit: 'Límite alcanzado' with the
 * server's message. Otherwise 'Error' with the server's message when `serverMessage` (create,
 * validation) or the product's fixed text.
 */
export function toastListingError(error: unknown, fallback: string, serverMessage: boolean): void {
  if (error instanceof ApiError && error.code === 'plan_limit') {
    toast.error(listingTexts.limitReachedTitle, { description: error.message });
    return;
  }
  const useServer = error instanceof ApiError && (serverMessage || error.code === 'validation');
  toast.error(listingTexts.errorTitle, { description: useServer ? error.message : fallback });
}
