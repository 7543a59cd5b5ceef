import type { ShopInfoResponse } from '@contract/shop';
import { useEffect, useState } from 'react';
import { accountApi } from './api/account-api';

type ShopInfo = ShopInfoResponse['shop'];

/** What the box says about the shop (name, mail relay); null until it answered or if it failed. */
export function useShopInfo(): ShopInfo | null {
  const [info, setInfo] = useState<ShopInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    accountApi
      .shopInfo(controller.signal)
      .then((res) => setInfo(res.shop))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return info;
}
