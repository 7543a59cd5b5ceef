/**
 * The kitchen bench's shop, set up over the API as an owner would: three stations (ベンチ・...),
 * the genres of the items on sale routed to them (the demo's own kitchen / grill / drinks split
 * when it has one, else round robin; item overrides cleared), the shop's printers removed and one
 * fake Epson printer (80 mm) per station added.
 */
import type { PrinterListResponse, PrinterSaveResponse } from '../../appliance/src/contract/printers';
import type { StationRoutesResponse, StationSaveResponse } from '../../appliance/src/contract/stations';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import type { PrinterMap } from './kitchen-figures';

export const STATION_NAMES = ['ベンチ・キッチン', 'ベンチ・焼き場', 'ベンチ・ドリンカー'] as const;

async function check<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

export interface Shop extends PrinterMap {
  /** Menu item id -> the station its lines go to (as the box reports its routes after the setup). */
  stationOfItem: Map<number, number>;
  /** The items on sale whose lines go to a bench station: what the tablets order. */
  orderable: number[];
  removedPrinters: string[];
  routing: string[];
}

/** Stations, routes and printers over the API (admin: owner login + /admin page password). */
export async function setupKitchen(admin: ApiClient, itemIds: readonly number[], ports: readonly number[]): Promise<Shop> {
  const stationIds: number[] = [];
  for (const [i, name] of STATION_NAMES.entries()) {
    const saved = await check(
      'station create',
      admin.post<StationSaveResponse>('/v1/station/create', { name, sort_order: 100 + i }),
    );
    stationIds.push(saved.station.id);
  }

  const before = await check('station routes', admin.get<StationRoutesResponse>('/v1/station/get/routes'));
  const sold = new Set(itemIds);
  const genreIds = new Set(before.items.filter((i) => sold.has(i.id)).map((i) => i.menu_id));
  const genres = before.menus.filter((m) => genreIds.has(m.id)).sort((a, b) => a.id - b.id);
  // The demo's own split (kitchen / grill / drinks) onto the bench's stations when it has one; its
  // genres with nothing to make (plans) stay unrouted and out of the orders. Else round robin.
  const current = [...new Set(genres.map((g) => g.station_id).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  const split = current.length === stationIds.length;
  const routing: string[] = [];
  for (const [i, genre] of genres.entries()) {
    if (split && genre.station_id === null) {
      routing.push(`${genre.label} -> none`);
      continue;
    }
    const target = stationIds[split ? current.indexOf(genre.station_id!) : i % stationIds.length]!;
    await check('station route', admin.post('/v1/station/route', { menu_id: genre.id, station_id: target }));
    routing.push(`${genre.label} -> ${STATION_NAMES[stationIds.indexOf(target)]}`);
  }
  for (const item of before.items) {
    if (sold.has(item.id) && item.station_id !== null)
      await check('item route', admin.post('/v1/station/route', { menu_item_id: item.id, station_id: null }));
  }

  const after = await check('station routes', admin.get<StationRoutesResponse>('/v1/station/get/routes'));
  const genreStation = new Map(after.menus.map((m) => [m.id, m.station_id]));
  const stationOfItem = new Map<number, number>();
  for (const item of after.items) {
    const station = item.station_id ?? genreStation.get(item.menu_id) ?? null;
    if (sold.has(item.id) && station !== null) stationOfItem.set(item.id, station);
  }
  const orderable = itemIds.filter((id) => stationIds.includes(stationOfItem.get(id) ?? -1));
  if (orderable.length === 0) throw new Error('no item on sale is routed to a bench station');

  // Only the bench's printers print: any the shop had (the demo's) are removed.
  const existing = await check('printer list', admin.get<PrinterListResponse>('/v1/printer/get/list'));
  for (const printer of existing.list.data) await check('printer delete', admin.post('/v1/printer/delete', { id: printer.id }));
  const printerIds: number[] = [];
  for (const [i, stationId] of stationIds.entries()) {
    const saved = await check(
      'printer create',
      admin.post<PrinterSaveResponse>('/v1/printer/create', {
        name: `ベンチプリンター${i + 1}`,
        host: '127.0.0.1',
        port: ports[i],
        family: 'epson',
        paper_width: 80,
        station_id: stationId,
      }),
    );
    printerIds.push(saved.printer.id);
  }
  const removedPrinters = existing.list.data.map((p) => p.name);
  return { stationIds, printerIds, stationOfItem, orderable, removedPrinters, routing };
}
