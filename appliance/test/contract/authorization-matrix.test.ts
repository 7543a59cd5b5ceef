/**
 * The authorization matrix: every call of the endpoint table against every kind of caller, over
 * HTTP. What each caller gets follows from the access rule written next to the call in
 * contract/endpoints.ts, by the one rule `expected` below; a call's sample is a valid request, so
 * a caller past the door gets a success (or the call's own stated answer) and one refused at the
 * door gets exactly the door's code, and every success fits the call's response schema. Also: no
 * route can be served without an entry in the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { schemasOf } from '../../src/contract/endpoint-schemas';
import { type Endpoint, type EndpointName, endpoints } from '../../src/contract/endpoints';
import type { ErrorCode } from '../../src/contract/errors';
import { EndpointRoutes, endpoint, endpointDispatcher } from '../../src/http/endpoint-route';
import type { ApiClient, ApiResponse } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { CALLER_KINDS, type CallerKind, type CallerWorld, callerWorld } from './callers';
import { envelopeOf } from './contract-kit';
import { SAMPLES, type SampleWorld, sampleWorldOf } from './endpoint-samples';

type Outcome =
  | 'pass'
  | Extract<ErrorCode, 'NOT_FOUND' | 'UNAUTHENTICATED' | 'DEVICE_NOT_REGISTERED' | 'FORBIDDEN' | 'PAGE_AUTH_REQUIRED'>;

const TABLETS: ReadonlySet<CallerKind> = new Set(['tabletA', 'tabletB']);
const LOGGED_IN: ReadonlySet<CallerKind> = new Set(['staff', 'staffPage', 'ownerPage']);
const WITH_PAGE_PASSWORD: ReadonlySet<CallerKind> = new Set(['staffPage', 'ownerPage']);

/** The one rule: what a caller gets from a call, given its access rule. Samples aim at table A and the owner. */
function expected(endpoint: Endpoint, caller: CallerKind): Outcome {
  const loggedIn = LOGGED_IN.has(caller);
  switch (endpoint.access) {
    case 'public':
      return 'pass';
    case 'tablet':
      return TABLETS.has(caller) ? 'pass' : 'DEVICE_NOT_REGISTERED';
    case 'diner':
      if (caller === 'tabletB' && endpoint.scope === 'table') return 'NOT_FOUND';
      return TABLETS.has(caller) || loggedIn ? 'pass' : 'DEVICE_NOT_REGISTERED';
    case 'staff':
      return loggedIn ? 'pass' : 'UNAUTHENTICATED';
    case 'self':
    case 'accountAdmin':
      if (!loggedIn) return 'UNAUTHENTICATED';
      return caller === 'ownerPage' ? 'pass' : 'FORBIDDEN';
    case 'pageAuth':
      return WITH_PAGE_PASSWORD.has(caller) ? 'pass' : 'PAGE_AUTH_REQUIRED';
    case 'admin':
      if (!loggedIn) return 'UNAUTHENTICATED';
      return WITH_PAGE_PASSWORD.has(caller) ? 'pass' : 'PAGE_AUTH_REQUIRED';
  }
}

let box: TestBox;
let world: CallerWorld;
let sampleWorld: SampleWorld;
beforeAll(async () => {
  // Every caller logs in afresh after each login-ending call, all from 127.0.0.1.
  box = await startTestBox({ config: { loginAttemptsPer5Min: 10_000 } });
  world = await callerWorld(box);
  sampleWorld = await sampleWorldOf(box, world);
});
afterAll(() => box.stop());

function send(name: EndpointName, caller: CallerKind): Promise<ApiResponse> {
  const endpoint: Endpoint = endpoints[name];
  const sample = SAMPLES[name];
  const client: ApiClient = world.clients[caller];
  if (endpoint.upload) {
    const form = new FormData();
    for (const [key, value] of Object.entries(sample.form?.(sampleWorld) ?? {})) form.append(key, value);
    form.append(endpoint.upload.field, new Blob([sampleWorld.png], { type: 'image/png' }), 'sample.png');
    return client.request(endpoint.method, endpoint.path, { form });
  }
  if (endpoint.method === 'GET') return client.request('GET', endpoint.path, { query: sample.query?.(sampleWorld) });
  return client.request('POST', endpoint.path, { body: sample.body?.(sampleWorld, caller) ?? {}, headers: sample.headers?.() });
}

const names = Object.keys(endpoints) as EndpointName[];

describe('authorization matrix: every call x every caller', () => {
  it('has a sample request for every call of the table', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...names].sort());
  });

  for (const name of names) {
    it(`${name}: ${endpoints[name].method} ${endpoints[name].path} (${endpoints[name].access})`, async () => {
      const sample = SAMPLES[name];
      for (const caller of CALLER_KINDS) {
        const want = expected(endpoints[name], caller);
        const res = await send(name, caller);
        const label = `${caller} ${name}: want ${want}`;
        if (want === 'pass' && sample.answer === undefined) {
          expect(res.status, `${label}, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(300);
          const answer = schemasOf(name).response.safeParse(res.body);
          expect(answer.error?.issues ?? [], `${label}: the answer fits the contract`).toEqual([]);
        } else {
          expect(envelopeOf(res, label).code, label).toBe(want === 'pass' ? sample.answer : want);
        }
        if (sample.renewsLogins && LOGGED_IN.has(caller)) await world.renewLogins();
      }
    });
  }
});

describe('no route without its entry', () => {
  interface RouterLayer {
    route?: { path: string; methods: Record<string, boolean> };
    handle: { stack?: RouterLayer[] };
    slash: boolean;
    rawPath?: string;
  }

  function routesOf(stack: RouterLayer[], prefix: string): [string, string][] {
    return stack.flatMap((layer): [string, string][] => {
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`;
        return Object.keys(layer.route.methods).map((method) => [method.toUpperCase(), path]);
      }
      if (layer.handle.stack) return routesOf(layer.handle.stack, layer.slash ? prefix : `${prefix}${layer.rawPath ?? ''}`);
      return [];
    });
  }

  it('no Express route answers under /v1: every call goes through the endpoint table, and the box refuses to start with a call unrouted', () => {
    const app = createApp(box.deps) as unknown as { router: { stack: RouterLayer[] } };
    const expressRoutes = routesOf(app.router.stack, '').filter(([, path]) => path.toLowerCase().startsWith('/v1'));
    expect(expressRoutes).toEqual([]);
    const withoutOrders = new EndpointRoutes();
    endpoint(withoutOrders, 'connection.test', () => ({ status: true as const }) as never);
    expect(() => endpointDispatcher([withoutOrders])).toThrow(/calls without a route: .*order\.create/);
    expect(() => endpointDispatcher([withoutOrders, withoutOrders])).toThrow(/registered by two features/);
  });
});
