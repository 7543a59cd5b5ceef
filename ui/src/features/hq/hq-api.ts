import type {
  HqLoginBody,
  HqMeResponse,
  HqReportQuery,
  HqReportResponse,
  HqSetupBody,
  HqSetupStatus,
  HqShopCodeResponse,
  HqShopResponse,
  HqShopsResponse,
} from '@contract/hq-api';

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

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  query?: Record<string, string | number | undefined>,
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  let res: Response;
  try {
    res = await fetch(`/hq/v1${path}${search}`, {
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
  setupStatus: () => call<HqSetupStatus>('GET', '/setup/status'),
  setUp: (body: HqSetupBody) => call<{ status: true }>('POST', '/setup', body),
  logIn: (body: HqLoginBody) => call<{ status: true }>('POST', '/auth/login', body),
  logOut: () => call<{ status: true }>('POST', '/auth/logout', {}),
  me: () => call<HqMeResponse>('GET', '/me'),
  shops: () => call<HqShopsResponse>('GET', '/shops'),
  createShop: (name: string) => call<HqShopCodeResponse>('POST', '/shops/create', { name }),
  newCode: (shopId: number) => call<HqShopCodeResponse>('POST', '/shops/code', { shop_id: shopId }),
  revoke: (shopId: number) => call<HqShopResponse>('POST', '/shops/revoke', { shop_id: shopId }),
  report: (query: HqReportQuery) => call<HqReportResponse>('GET', '/report', undefined, query),
  csvUrl: (query: HqReportQuery) => {
    const params = new URLSearchParams({ from: query.from, ...(query.to ? { to: query.to } : {}) });
    return `/hq/v1/report/csv?${params}`;
  },
};

export function messageOf(error: unknown): string {
  return error instanceof HqApiError ? error.message : FALLBACK;
}
