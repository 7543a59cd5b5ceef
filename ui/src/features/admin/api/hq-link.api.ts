import type { HqLinkStatus } from '@contract/hq-link';
import { adminApi } from './admin-api';

/** 本部連携 (issue 36): the box's enrolment with its chain's headquarters, or null while it has none. */
export async function loadHqLink(signal?: AbortSignal): Promise<HqLinkStatus | null> {
  return (await adminApi.call('hqLink.get', { signal })).hqLink;
}

/** Enrols the box with headquarters' address and the one-time code its owner was given there. */
export async function enrolHqLink(url: string, code: string): Promise<HqLinkStatus | null> {
  return (await adminApi.call('hqLink.enrol', { body: { url, code } })).hqLink;
}

/** The box stops sending to headquarters; its own sales and reports stay. */
export async function leaveHqLink(): Promise<HqLinkStatus | null> {
  return (await adminApi.call('hqLink.leave', { body: {} })).hqLink;
}

/** This shop's menu goes to headquarters, whose owner may publish it as the chain's. */
export async function sendMenuToHq(): Promise<HqLinkStatus | null> {
  return (await adminApi.call('hqLink.sendMenu', { body: {} })).hqLink;
}

/** The chain's menu fetched and waiting is applied now. */
export async function applyChainMenu(): Promise<HqLinkStatus | null> {
  return (await adminApi.call('hqLink.applyMenu', { body: {} })).hqLink;
}
