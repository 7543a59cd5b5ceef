import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from '../logger';
import type { Job } from '../shared/job';

export type { Job };

/** Starts every job; each catches and logs its own failures so one bad run stops nothing else. */
export function startJobs(jobs: readonly Job[], logger: Logger): { stop(): Promise<void> } {
  const tasks: ScheduledTask[] = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      async () => {
        try {
          await job.run();
        } catch (err) {
          logger.error({ err, job: job.name }, 'job failed');
        }
      },
      { name: job.name, noOverlap: true },
    ),
  );
  return {
    async stop() {
      await Promise.all(tasks.map((t) => t.stop()));
    },
  };
}
