import { inArray } from 'drizzle-orm';
import { SESSION_STATUS } from '../../contract/constants';
import type { Queryable } from '../../db/client';
import { tableSessions } from '../../db/schema';

/** Visits seated or waiting to pay: while any, a new chain menu waits for the owner. */
export function shopIsOpen(db: Queryable): boolean {
  return (
    db
      .select({ id: tableSessions.id })
      .from(tableSessions)
      .where(inArray(tableSessions.status, [SESSION_STATUS.active, SESSION_STATUS.billRequested]))
      .limit(1)
      .all().length > 0
  );
}
