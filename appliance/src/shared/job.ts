/** A background job: a name, a cron schedule, and work that must not throw past itself. */
export interface Job {
  name: string;
  schedule: string;
  run(): void | Promise<void>;
}
