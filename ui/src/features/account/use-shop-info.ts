import { useEffect, useState } from 'react';
import type { CallResponse } from '@/lib/api-client';
import { accountApi } from './api/account-api';

type ShopInfo = CallResponse<'shop.info'>['shop'];

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
