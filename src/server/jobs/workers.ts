import type { AppDeps } from '../context';
import { rerenderAgencyPhotos } from '../modules/photos/rerender-agency-photos';
import { JOBS } from './job-types';

/** Every background job's handler, wired to the app's services: one place to see what runs. */
export function registerWorkers(deps: AppDeps): void {
  const { jobs, storage, logger } = deps;
  const db = deps.database.db;

  jobs.register(
    JOBS.agencyPhotosRerender,
    async ({ agencyId }) => {
      const result = await rerenderAgencyPhotos({ db, storage, logger, agencyId });
      logger.info({ agencyId, ...result }, 'agency photos re-rendered');
    },
    // Sent with singletonKey = agency id: one waiting and one running job per agency at most.
    { policy: 'stately', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  );
}
