import { useEffect, useState } from 'react';
import { api, type CallResponse } from '@/lib/api-client';

export type ShopInfo = CallResponse<'shop.info'>['shop'];
export type ShopInfoState = { kind: 'loading' } | { kind: 'ready'; shop: ShopInfo } | { kind: 'failed' };

/** The shop and its operating company, as the box's settings hold them ('shop.info'). */
export function useShopInfo(): ShopInfoState {
  const [state, setState] = useState<ShopInfoState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .call('shop.info', { signal: controller.signal })
      .then((res) => setState({ kind: 'ready', shop: res.shop }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
