import type { DomainEvent, SessionEventChange } from '../../contract/events';

/** The visit as the event reports it: after the change. */
interface SessionFacts {
  id: number;
  dining_table_id: number;
  status: number;
  confirm_flag: number;
}

/** `tableSession.updated`: what the staff screens and the table's tablet hear of a visit's change. */
export function sessionUpdated(session: SessionFacts, change: SessionEventChange): DomainEvent {
  return {
    type: 'tableSession.updated',
    diningTableId: session.dining_table_id,
    tableSessionId: session.id,
    status: session.status,
    confirmFlag: session.confirm_flag,
    change,
  };
}
