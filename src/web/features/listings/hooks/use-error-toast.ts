import { useEffect } from 'react';
import { toast } from 'sonner';
import { listingTexts } from '../../../../shared/listings';

/** One 'Error' toast when a query fails (decision 017 → Language and texts); the id keeps it from piling up. */
export function useErrorToast(isError: boolean, description: string) {
  useEffect(() => {
    if (isError) toast.error(listingTexts.errorTitle, { description, id: description });
  }, [isError, description]);
}
