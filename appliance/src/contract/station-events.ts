import type { DomainEvent } from './events';

/**
 * The events a kitchen display of one station acts on, so the box sends it only those (a socket
 * opened with `?station_id=`) and the display reads the same rule: its own station's orders, bumps
 * and 取消, an item's 品切れ switch, and the changes that can take lines off any station (a line
 * served, a visit paid, moved or merged). Another station's orders and bumps, a genre edited and
 * the printers' news and a day's close are not for it.
 */
export function stationHears(event: DomainEvent, stationId: number): boolean {
  switch (event.type) {
    case 'order.created':
      // An event of an earlier version names no stations: it may have lines here.
      return event.stationIds === undefined || event.stationIds.includes(stationId);
    case 'orderItem.cancelled':
    case 'kitchen.bumped':
      return event.stationId === stationId;
    case 'menu.changed':
      return event.menuItemId !== null;
    case 'printer.changed':
    case 'day.closed':
      return false;
    case 'orderItem.updated':
    case 'tableSession.updated':
      return true;
  }
}
