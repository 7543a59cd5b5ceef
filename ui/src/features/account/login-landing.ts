import { ROLE } from '@contract/constants';
import { ApiError, api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { storage } from '@/lib/storage';

export interface LandingFacts {
  /** Where a guarded screen sent the user from, if one did. */
  saved: string | null;
  /** This browser is a table's paired tablet. */
  pairedTablet: boolean;
  role: number;
}

/**
 * Where a login lands: the page that asked for it; else on a paired tablet its welcome screen (a
 * staff member fixing something there); else the user's home: the admin home for owners (role 21
 * and up), the order list for shop staff.
 */
export function landingFor({ saved, pairedTablet, role }: LandingFacts): string {
  if (saved) return saved;
  if (pairedTablet) return paths.home;
  return role >= ROLE.developer ? paths.admin : paths.orderList;
}

/**
 * Whether this browser holds a tablet credential. It is an HttpOnly cookie, so the box says
 * ('device.me'); if the box cannot answer, the table id the tablet stored is the best guess.
 */
export async function isPairedTablet(): Promise<boolean> {
  try {
    await api.call('device.me');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'DEVICE_NOT_REGISTERED') return false;
    return storage.get('diningTableID') !== null;
  }
}
