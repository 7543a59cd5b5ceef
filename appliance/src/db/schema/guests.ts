import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';
import { tableSessions } from './table-sessions';

/**
 * A guest's own phone that joined a visit by the visit's QR code (issue 35). Its cookie names this
 * row; it orders for the visit while the visit is open, wherever the visit moves or is merged.
 */
export const guestDevices = sqliteTable(
  'guest_devices',
  {
    /** The credential's id: the `jti` of the phone's cookie. */
    id: text('id').primaryKey(),
    table_session_id: integer('table_session_id')
      .notNull()
      .references(() => tableSessions.id),
    /** スマホ1, スマホ2 ...: the order in which phones joined the visit, shown to staff only. */
    number: integer('number').notNull(),
    /** The phone's own id (localStorage), so scanning again on the same phone is the same device. */
    device_uuid: text('device_uuid').notNull(),
    created_at: epochMs('created_at').notNull(),
    /** Staff reissued the visit's QR code: phones that joined with the old one must scan the new one. */
    revoked_at: epochMs('revoked_at'),
  },
  (t) => [
    uniqueIndex('guest_devices_visit_number').on(t.table_session_id, t.number),
    index('guest_devices_visit_device').on(t.table_session_id, t.device_uuid),
  ],
);
