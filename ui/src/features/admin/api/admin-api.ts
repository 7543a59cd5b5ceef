import type { EndpointName } from '@contract/endpoints';
import { api, type CallArgs, type CallResponse } from '@/lib/api-client';
import { reportAdminFailure } from './admin-session';

/** Management calls: the shared client, plus the admin frame's reaction to a lapsed login or page password. */
export const adminApi = {
  async call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallResponse<N>> {
    try {
      return await api.call(name, ...args);
    } catch (error) {
      reportAdminFailure(error);
      throw error;
    }
  },
};
