import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, request } from '@playwright/test';
import type { DiningTableSaveResponse, PairingCreateResponse } from '../../../appliance/src/contract/dining-tables';
import { DEMO_LOGINS } from '../../../appliance/src/db/seed/demo-shop';

/**
 * Talks to the box under test as the demo owner (login + /admin page password), so a spec can
 * make its own tables and pairings and never depend on what another spec changed.
 */
export async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  const [owner, , page] = DEMO_LOGINS;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post('/v1/auth/login', { data: { email: owner!.email, password: owner!.password } });
  if (!login.ok()) throw new Error(`owner login failed: ${login.status()}`);
  const pageAuth = await api.post('/v1/pageauth/login', { data: { password: page!.password } });
  if (!pageAuth.ok()) throw new Error(`page auth failed: ${pageAuth.status()}`);
  return api;
}

/** A new dining table with a unique name; returns its id and label. */
export async function createTable(api: APIRequestContext, label = `E2E卓${Date.now() % 100000}`) {
  const res = await api.post('/v1/diningtable/create', { data: { label, name: `e2e-${randomUUID()}` } });
  if (!res.ok()) throw new Error(`table create failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as DiningTableSaveResponse;
  return { id: body.diningTableId, label };
}

/** The single-use pairing URL a table's QR code carries (path and query, on the box under test). */
export async function pairingPath(api: APIRequestContext, diningTableId: number): Promise<string> {
  const res = await api.post('/v1/pairing/create', { data: { dining_table_id: diningTableId } });
  if (!res.ok()) throw new Error(`pairing create failed: ${res.status()}`);
  const url = new URL(((await res.json()) as PairingCreateResponse).url);
  return `${url.pathname}${url.search}`;
}

/** Pairs a browser context to the table through the API, as a scan of the QR code would. */
export async function pairByApi(context: BrowserContext, api: APIRequestContext, diningTableId: number, baseURL: string) {
  const token = new URLSearchParams((await pairingPath(api, diningTableId)).split('?')[1]).get('t') ?? '';
  const deviceUUID = randomUUID();
  const res = await context.request.post(`${baseURL}/v1/pairing/claim`, {
    data: { token, device_uuid: deviceUUID },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`pairing claim failed: ${res.status()}`);
  return { deviceUUID };
}
