import {
  ITEM_FLAG,
  LIST_LAYOUT_MENU_NAMES,
  LIST_PAGE_SIZE,
  MENU_FLAG,
  PAGE_SIZE,
  ROLE,
  SERVICE_MENU_ID,
  SESSION_STATUS,
  TABLE_FLAG,
  USER_FLAG,
} from '../../contract/constants';
import { TAX_RATE } from '../../contract/money';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { shopName } from '../../shared/shop-settings';
import { VERSION } from '../../version';

export function createSystemRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'connection.test', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return {
      status: 'ok',
      version: VERSION,
      uptimeSeconds: Math.round((performance.now() - deps.startedAt) / 1000),
      time: deps.clock.now(),
    };
  });

  endpoint(router, 'helper.master', () => ({
    master: {
      shopName: shopName(deps.settings),
      timeZone: deps.config.timeZone,
      taxRate: TAX_RATE,
      serviceMenuId: SERVICE_MENU_ID,
      roles: [
        { value: ROLE.admin, label: '管理者' },
        { value: ROLE.developer, label: '開発者' },
        { value: ROLE.system, label: 'システム管理者' },
      ],
      userFlags: [
        { value: USER_FLAG.active, label: '有効' },
        { value: USER_FLAG.pending, label: '招待中' },
        { value: USER_FLAG.disabled, label: '無効' },
      ],
      menuFlags: [
        { value: MENU_FLAG.published, label: '公開' },
        { value: MENU_FLAG.stopped, label: '停止' },
        { value: MENU_FLAG.service, label: 'サービス' },
      ],
      itemFlags: [
        { value: ITEM_FLAG.onSale, label: '販売中' },
        { value: ITEM_FLAG.stopped, label: '停止' },
      ],
      tableFlags: [
        { value: TABLE_FLAG.available, label: '利用可' },
        { value: TABLE_FLAG.stopped, label: '停止' },
      ],
      sessionStatuses: [
        { value: SESSION_STATUS.active, label: 'ご利用中' },
        { value: SESSION_STATUS.billRequested, label: 'お会計待ち' },
        { value: SESSION_STATUS.paid, label: 'お会計済み' },
      ],
      pageSize: PAGE_SIZE,
      listPageSize: LIST_PAGE_SIZE,
      listLayoutMenuNames: [...LIST_LAYOUT_MENU_NAMES],
    },
  }));

  return router;
}
