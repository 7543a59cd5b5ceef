/**
 * Property-based fuzz over every call of the endpoint table, for every kind of caller (fast-check,
 * seeded; the seed is printed on failure, FUZZ_SEED=<n> replays it). Requests are built from the
 * call's own field names with hostile values, odd shapes, raw non-JSON bodies and random uploads.
 * Whatever comes: no 5xx; every refusal is the JSON envelope with the catalogue's status; and a
 * refused request writes nothing (every table's row count and the stored pictures unchanged).
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemasOf } from '../../src/contract/endpoint-schemas';
import { type Endpoint, type EndpointName, endpoints } from '../../src/contract/endpoints';
import { type ErrorBody, errorCatalog } from '../../src/contract/errors';
import { imagesDir } from '../../src/shared/image-store';
import type { ApiResponse, RequestOptions } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { CALLER_KINDS, type CallerKind, type CallerWorld, callerWorld } from './callers';
import { rowCounts } from './contract-kit';
import { SAMPLES, type SampleWorld, sampleWorldOf } from './endpoint-samples';
import { RTL_EMOJI, SQL } from './hostile-values';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1200);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

const names = Object.keys(endpoints) as EndpointName[];

/** The field names a schema reads, so generated requests reach past "unknown field" into the call. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const hostileText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '9999999999999',
  'null',
  'true',
  '%00',
  '\u0000',
  '\u202e',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  SQL,
  RTL_EMOJI,
  '__proto__',
  'あ'.repeat(600),
  'x '.repeat(300),
);
const text = fc.oneof(hostileText, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const scalar = fc.oneof(
  text,
  fc.integer({ min: -3, max: 1_000_000 }),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1, 2, 10, 11, 21, 22, 999, 2_147_483_648),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor', 'id')), tie('any'), { maxKeys: 4 }),
})).any;

function keyOf(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const known = fieldsOf(schema);
  return known.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, text) : text;
}

/** A query string: `k=v`, `k[]=v&k[]=w` or `k[sub]=v`, for the call's own and random keys. */
function queryOf(name: EndpointName): fc.Arbitrary<string> {
  const one = fc
    .tuple(keyOf(schemasOf(name).query), fc.oneof(text, fc.array(text, { maxLength: 60 }), fc.tuple(text, text)))
    .map(([key, v]) => {
      const k = encodeURIComponent(key);
      if (typeof v === 'string') return `${k}=${encodeURIComponent(v)}`;
      if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && !Array.isArray(v[1])) {
        return `${k}[${encodeURIComponent(v[0])}]=${encodeURIComponent(String(v[1]))}`;
      }
      return (v as string[]).map((item) => `${k}[]=${encodeURIComponent(item)}`).join('&');
    });
  return fc.array(one, { maxLength: 5 }).map((parts) => parts.filter((p) => p !== '').join('&'));
}

/** A request as sent: the query goes out as generated, brackets and all. */
type FuzzRequest = RequestOptions & { rawQuery?: string };
type Generated = { name: EndpointName; caller: CallerKind; request: FuzzRequest };

function requestOf(name: EndpointName): fc.Arbitrary<FuzzRequest> {
  const endpoint: Endpoint = endpoints[name];
  if (endpoint.method === 'GET') return queryOf(name).map((q): FuzzRequest => ({ rawQuery: q }));
  const body = fc.dictionary(keyOf(schemasOf(name).body), value, { maxKeys: 6 });
  const json = body.map((b): RequestOptions => ({ body: b }));
  const raw = fc.oneof(text, fc.constantFrom('{', '[]', '"x"', '{"a":', 'null', '1')).map((r): RequestOptions => ({ raw: r }));
  const headers = fc.constantFrom<Record<string, string> | undefined>(
    undefined,
    { 'Idempotency-Key': 'k'.repeat(20) },
    {
      'Idempotency-Key': ' ',
    },
  );
  const jsonWithHeaders = fc.tuple(json, headers).map(([r, h]) => ({ ...r, headers: h }));
  if (!endpoint.upload) return fc.oneof({ weight: 5, arbitrary: jsonWithHeaders }, raw);
  const field = endpoint.upload.field;
  const form = fc
    .tuple(
      fc.dictionary(keyOf(schemasOf(name).body), text, { maxKeys: 6 }),
      fc.uint8Array({ maxLength: 300 }),
      fc.constantFrom(field, 'other', ''),
    )
    .map(([fields, bytes, fileField]): RequestOptions => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      if (fileField !== '') f.append(fileField, new Blob([bytes], { type: 'image/png' }), 'x.png');
      return { form: f };
    });
  return fc.oneof(form, jsonWithHeaders, raw);
}

/** The call's valid sample with one field set to a hostile value: reaches past validation into the call. */
function mutatedSampleOf(name: EndpointName, caller: CallerKind): fc.Arbitrary<FuzzRequest> {
  const endpoint: Endpoint = endpoints[name];
  const sample = SAMPLES[name];
  if (endpoint.method === 'GET' || endpoint.upload || !sample.body) return requestOf(name);
  return fc.tuple(keyOf(schemasOf(name).body), value).map(([key, v]): FuzzRequest => {
    const base = sample.body?.(sampleWorld, caller);
    const body: Record<string, unknown> = typeof base === 'object' && base !== null ? { ...base } : {};
    // defineProperty, so a key like __proto__ becomes a plain field as JSON would carry it.
    Object.defineProperty(body, key, { value: v, enumerable: true, configurable: true, writable: true });
    return { body, headers: sample.headers?.() };
  });
}

const generated: fc.Arbitrary<Generated> = fc
  .tuple(fc.constantFrom(...names), fc.constantFrom(...CALLER_KINDS))
  .chain(([name, caller]) =>
    fc.record({
      name: fc.constant(name),
      caller: fc.constant(caller),
      request: fc.oneof(requestOf(name), mutatedSampleOf(name, caller)),
    }),
  );

let box: TestBox;
let world: CallerWorld;
let sampleWorld: SampleWorld;
beforeAll(async () => {
  box = await startTestBox({ config: { loginAttemptsPer5Min: 100_000 } });
  world = await callerWorld(box);
  sampleWorld = await sampleWorldOf(box, world);
});
afterAll(() => box.stop());

function pictures(): string[] {
  const dir = imagesDir(box.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

async function send({ name, caller, request }: Generated): Promise<ApiResponse> {
  const endpoint: Endpoint = endpoints[name];
  const { rawQuery, ...options } = request;
  const url = rawQuery ? `${endpoint.path}?${rawQuery}` : endpoint.path;
  return world.clients[caller].request(endpoint.method, url, options);
}

describe('route fuzz', () => {
  it(`no 5xx, refusals in the envelope, refused requests write nothing (seed ${SEED}, ${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(generated, async (g) => {
        const before = { rows: rowCounts(box), pictures: pictures() };
        const res = await send(g);
        const where = `seed ${SEED}: ${g.caller} ${g.name} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers.get('content-type') ?? '', where).toContain('application/json');
          const error = (res.body as ErrorBody).error;
          expect(Object.keys(errorCatalog), where).toContain(error?.code);
          expect(errorCatalog[error.code].status, where).toBe(res.status);
          expect(rowCounts(box), where).toEqual(before.rows);
          expect(pictures(), where).toEqual(before.pictures);
        } else if (SAMPLES[g.name].renewsLogins) {
          await world.renewLogins();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);

  it('sends every call at least once for every caller in a fixed sweep', async () => {
    // fast-check spreads its runs at random; this sweep makes sure no call x caller pair is missed.
    for (const name of names) {
      for (const caller of CALLER_KINDS) {
        const sample = fc.sample(requestOf(name), { seed: SEED, numRuns: 1 })[0] ?? {};
        const before = rowCounts(box);
        const res = await send({ name, caller, request: sample });
        const where = `seed ${SEED}: ${caller} ${name} -> ${res.status}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400) expect(rowCounts(box), where).toEqual(before);
        else if (SAMPLES[name].renewsLogins) await world.renewLogins();
      }
    }
  }, 120_000);
});
