import {
  type HqLoginBody,
  type HqMenusResponse,
  type HqMeResponse,
  type HqOwnerCall,
  type HqOwnerCreateResponse,
  type HqOwnersResponse,
  type HqReportQuery,
  type HqReportResponse,
  type HqSetupBody,
  type HqSetupStatus,
  type HqShopCodeResponse,
  type HqShopResponse,
  type HqShopsResponse,
  hqOwnerCalls,
} from '@contract/hq-api';
import { HQ_API_PREFIX } from '@contract/hq-protocol';

/** A refused call: the Japanese message HQ sent, and its code. */
export class HqApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const FALLBACK = '本部に接続できませんでした。しばらくしてから再度お試しください。';

async function call<T>(name: HqOwnerCall, body?: unknown, query?: Record<string, string | number | undefined>): Promise<T> {
  const { method, path } = hqOwnerCalls[name];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  let res: Response;
  try {
    res = await fetch(`${HQ_API_PREFIX}${path}${search}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new HqApiError(0, 'NETWORK', FALLBACK);
  }
  const parsed = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok) throw new HqApiError(res.status, parsed?.error?.code ?? 'HTTP', parsed?.error?.message ?? FALLBACK);
  return parsed as T;
}

/** The owners' calls of headquarters (contract/hq-api.ts). */
export const hqApi = {
  setupStatus: () => call<HqSetupStatus>('setupStatus'),
  setUp: (body: HqSetupBody) => call<{ status: true }>('setUp', body),
  logIn: (body: HqLoginBody) => call<{ status: true }>('logIn', body),
  logOut: () => call<{ status: true }>('logOut', {}),
  me: () => call<HqMeResponse>('me'),
  shops: () => call<HqShopsResponse>('shops'),
  owners: () => call<HqOwnersResponse>('owners'),
  createOwner: (body: { email: string; password: string; name: string }) => call<HqOwnerCreateResponse>('createOwner', body),
  createShop: (name: string) => call<HqShopCodeResponse>('createShop', { name }),
  newCode: (shopId: number) => call<HqShopCodeResponse>('newCode', { shop_id: shopId }),
  revoke: (shopId: number) => call<HqShopResponse>('revoke', { shop_id: shopId }),
  menus: () => call<HqMenusResponse>('menus'),
  publishMenu: (shopId: number) => call<{ version: number }>('publishMenu', { shop_id: shopId }),
  report: (query: HqReportQuery) => call<HqReportResponse>('report', undefined, query),
  csvUrl: (query: HqReportQuery) => {
    const params = new URLSearchParams({ from: query.from, ...(query.to ? { to: query.to } : {}) });
    return `${HQ_API_PREFIX}${hqOwnerCalls.reportCsv.path}?${params}`;
  },
};

export function messageOf(error: unknown): string {
  return error instanceof HqApiError ? error.message : FALLBACK;
}
