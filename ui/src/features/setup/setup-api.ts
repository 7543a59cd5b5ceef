import { api, type CallBody } from '@/lib/api-client';

export function fetchSetupStatus() {
  return api.call('setup.status');
}

/** Creates the owner; the box answers with the owner logged in and past the /admin page password. */
export function completeSetup(body: CallBody<'setup.complete'>) {
  return api.call('setup.complete', { body });
}
