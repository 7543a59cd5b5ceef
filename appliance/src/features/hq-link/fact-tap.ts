import { eq } from 'drizzle-orm';
import type { DomainEvent } from '../../contract/events';
import type { HqFact } from '../../contract/hq-protocol';
import { zReportFigures } from '../../contract/reports';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import type { AppDeps } from '../../shared/deps';
import type { RecordTap } from '../../shared/write';
import { billClosedFact, readDayClose } from '../reports';
import type { HqLinkStore } from './hq-link-store';
import { recordFact } from './outbox';

/** The fact headquarters needs of a domain event, read inside its transaction; undefined: none. */
function factOf(deps: Pick<AppDeps, 'settings' | 'config'>, db: Db, event: DomainEvent): HqFact | undefined {
  switch (event.type) {
    case 'tableSession.updated':
      if (event.change === 'paid') return billClosedFact(deps, db, event.tableSessionId);
      if (event.change === 'reopened') return { type: 'bill.reopened', visitId: event.tableSessionId };
      return undefined;
    case 'day.closed': {
      const close = readDayClose(db, event.businessDate);
      if (!close) return undefined;
      return {
        type: 'day.closed',
        businessDate: event.businessDate,
        closedAt: close.closed_at,
        figures: zReportFigures.parse(JSON.parse(close.figures)),
      };
    }
    case 'menu.changed': {
      if (event.menuItemId === null) return undefined;
      const item = db
        .select({ id: menuItems.id, label: menuItems.label, price: menuItems.price, flag: menuItems.flag })
        .from(menuItems)
        .where(eq(menuItems.id, event.menuItemId))
        .get();
      if (!item) return undefined;
      return { type: 'item.state', menuItemId: item.id, label: item.label, price: item.price, soldOut: item.flag === 0 };
    }
    default:
      return undefined;
  }
}

/**
 * The outbox fed by the domain events in their own transactions: a paid bill, a reopened one, a
 * closed day and an item's state become facts that commit or roll back with them. Nothing is
 * recorded while the box is not sending (never enrolled, revoked): a shop without headquarters
 * pays one check per event.
 */
export function factTap(deps: Pick<AppDeps, 'settings' | 'config'>, link: HqLinkStore, recorded: () => void): RecordTap {
  return (db, event, at) => {
    if (!link.sending) return;
    const fact = factOf(deps, db, event);
    if (!fact) return;
    recordFact(db, fact, at);
    recorded();
  };
}
