import type { AppDeps } from '../http/deps';
import { purgeExpiredJob } from './purge-expired.job';
import type { Job } from './registry';

/** Every background job of the box; add a job here and it starts with the server. */
export function allJobs(deps: AppDeps): Job[] {
  return [purgeExpiredJob(deps)];
}
