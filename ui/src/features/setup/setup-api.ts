import type { SetupCompleteInput, SetupCompleteResponse, SetupStatusResponse } from '@contract/setup';
import { api } from '@/lib/api-client';

export function fetchSetupStatus(): Promise<SetupStatusResponse> {
  return api.get<SetupStatusResponse>('/v1/setup/status');
}

/** Creates the owner; the box answers with the owner logged in and past the /admin page password. */
export function completeSetup(body: SetupCompleteInput): Promise<SetupCompleteResponse> {
  return api.post<SetupCompleteResponse>('/v1/setup/complete', body);
}
