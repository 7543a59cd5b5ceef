import type { ShopInfoResponse } from '@contract/shop';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

export type ShopInfo = ShopInfoResponse['shop'];
export type ShopInfoState = { kind: 'loading' } | { kind: 'ready'; shop: ShopInfo } | { kind: 'failed' };

/** The shop and its operating company, as the box's settings hold them (GET /v1/shop/info). */
export function useShopInfo(): ShopInfoState {
  const [state, setState] = useState<ShopInfoState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<ShopInfoResponse>('/v1/shop/info', { signal: controller.signal })
      .then((res) => setState({ kind: 'ready', shop: res.shop }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
