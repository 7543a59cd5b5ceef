import { isNull } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { shifted } from '../../db/shifted';
import type { WriteScope } from '../../shared/write';

/** Mail still waiting keeps its place in the retry schedule across a correction of the clock. */
export function shiftMailRetries({ tx }: WriteScope, stepMs: number): void {
  tx.update(mailOutbox)
    .set({ next_attempt_at: shifted(mailOutbox.next_attempt_at, stepMs) })
    .where(isNull(mailOutbox.sent_at))
    .run();
}
