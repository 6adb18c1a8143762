import { useQuery } from '@tanstack/react-query';
import { type PosterStyle, qrApi } from '../../../../shared/qr';
import { apiFetch } from '../../../lib/api';

/** The poster's look on the agency's plan (`GET /api/qr/poster-style`): the server decides. */
export function usePosterStyle() {
  return useQuery({
    queryKey: ['qr', 'poster-style'],
    queryFn: () => apiFetch<PosterStyle>(qrApi.posterStyle),
  });
}
