import { randomUUID } from 'node:crypto';
import type { DiningTableSaveResponse, PairingCreateResponse } from '../../appliance/src/contract/dining-tables';
import type { MenuItemListResponse } from '../../appliance/src/contract/menu-items';
import type { TableSessionCreateResponse } from '../../appliance/src/contract/table-sessions';
import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';
import { ApiClient } from '../../appliance/test/helpers/api-client';
import type { Tablet } from './order-load';

/** Logs in as the demo owner, adds `count` tables and pairs one simulated tablet to each by QR. */
export async function setupTablets(baseUrl: string, count: number): Promise<{ tablets: Tablet[]; itemIds: number[] }> {
  const [owner, , page] = DEMO_LOGINS;
  const admin = new ApiClient(baseUrl);
  await admin.login(owner!.email, owner!.password);
  await admin.pageAuth(page!.password);

  const tablets: Tablet[] = [];
  for (let i = 1; i <= count; i++) {
    const table = await admin.post<DiningTableSaveResponse>('/v1/diningtable/create', {
      label: `ベンチ${i}`,
      name: `bench-${i}`,
    });
    if (table.status !== 200) throw new Error(`table create failed: ${JSON.stringify(table.body)}`);
    const pairing = await admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: table.body.diningTableId });
    const token = new URL(pairing.body.url).searchParams.get('t') ?? '';
    const client = new ApiClient(baseUrl);
    const claim = await client.post('/v1/pairing/claim', { token, device_uuid: randomUUID() });
    if (claim.status !== 200) throw new Error(`pairing failed: ${JSON.stringify(claim.body)}`);
    const session = await client.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: table.body.diningTableId,
    });
    tablets.push({ client, diningTableId: table.body.diningTableId, tableSessionId: session.body.tableSession.id });
  }

  const items = await admin.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] });
  const itemIds = items.body.list.data.filter((i) => i.menus.flag === 1 && i.price > 0).map((i) => i.id);
  return { tablets, itemIds };
}
