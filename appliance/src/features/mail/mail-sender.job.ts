import type { AppDeps } from '../../shared/deps';
import type { Job } from '../../shared/job';
import { mailSenderFor } from './mail-sender';

/**
 * Every minute: mail in the outbox goes to the SMTP relay, retried with backoff. New mail does
 * not wait for the minute (enqueueMail nudges the sender), nor does mail left from before a
 * restart (the first run starts right away).
 */
export function mailSenderJob(deps: AppDeps): Job {
  const sender = mailSenderFor(deps);
  sender.nudge();
  return {
    name: 'mail-sender',
    schedule: '* * * * *',
    async run() {
      if (!deps.db.$client.open) {
        sender.stop();
        return;
      }
      await sender.deliverDue();
    },
  };
}
