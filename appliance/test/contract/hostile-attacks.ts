/** Turns the call table and the value batteries into concrete hostile requests. */
import type { Fixtures, PostCall } from './hostile-calls';
import { FIELD_VALUES, toJson } from './hostile-values';

/** One request: JSON-ish text or multipart, with its own headers; `label` names it in failures. */
export interface Attack {
  label: string;
  raw?: string;
  form?: FormData;
  body?: Uint8Array;
  headers?: Record<string, string>;
  /** Refused by the body parsers, before any route (and its door) runs. */
  parser?: true;
}

const deepJson = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

/** Whole bodies no call with parameters accepts, in every shape and wrapping. */
export const WHOLE_BODIES: Attack[] = [
  { label: 'no body at all' },
  { label: 'empty JSON body', raw: '' },
  { parser: true, label: 'JSON null', raw: 'null' },
  { label: 'JSON array', raw: '[]' },
  { label: 'array of objects', raw: '[{"id":1,"email":"a@test.example"}]' },
  { parser: true, label: 'JSON string', raw: '"text"' },
  { parser: true, label: 'JSON number', raw: '12' },
  { parser: true, label: 'broken JSON', raw: '{"a":' },
  { label: 'prototype keys', raw: '{"__proto__":{"polluted":true,"role":22},"constructor":{"prototype":{"polluted":true}}}' },
  { label: '5000 levels deep', raw: deepJson },
  { parser: true, label: '200 kB body', raw: JSON.stringify({ x: 'x'.repeat(200_000) }) },
  { parser: true, label: 'UTF-16 charset', raw: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } },
  {
    parser: true,
    label: 'not really gzip',
    raw: '{"a":1}',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  },
  {
    parser: true,
    label: 'unknown encoding',
    raw: '{"a":1}',
    headers: { 'content-type': 'application/json', 'content-encoding': 'x-zip' },
  },
  {
    label: 'form with array keys',
    raw: 'id[]=1&id[]=2&__proto__[polluted]=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
];

/** The call's valid body sent under content types the box does not read it from. */
export function wrongTypes(call: PostCall, f: Fixtures): Attack[] {
  const raw = JSON.stringify(call.base(f));
  const extra = call.headers?.() ?? {};
  return ['text/plain', 'application/xml', 'multipart/form-data', 'application/octet-stream'].map((type) => ({
    label: `valid body as ${type}`,
    raw,
    headers: { ...extra, 'content-type': type },
  }));
}

function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/**
 * The valid body with one field replaced by each hostile value of its battery; `every` n-th value
 * only, for callers refused at the door, where the body is never read.
 */
export function fieldAttacks(call: PostCall, f: Fixtures, every = 1): Attack[] {
  return call.fields.flatMap(([path, battery, extra]) => {
    const values = typeof battery === 'function' ? battery(f) : [...FIELD_VALUES[battery], ...(extra ?? [])];
    return values
      .filter((_, i) => i % every === 0)
      .map((value) => ({
        label: `${path} = ${toJson(value).slice(0, 60)}`,
        raw: toJson(withValue(call.base(f), path, value)),
        headers: call.headers?.(),
      }));
  });
}

/** The valid body as multipart text fields, as a browser form would send it. */
function formFields(body: Record<string, unknown>): [string, string][] {
  return Object.entries(body)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]);
}

function form(fields: [string, string][], files: [field: string, bytes: Uint8Array, name: string][] = []): FormData {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  for (const [field, bytes, name] of files) data.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return data;
}

/** Multipart abuse of an upload call: wrong files, too big, too many parts, broken framing. */
export function uploadAttacks(call: PostCall, f: Fixtures): Attack[] {
  if (!call.upload) return [];
  const { field, maxBytes } = call.upload;
  const fields = formFields(call.base(f));
  const text = Buffer.from('plain text, not a picture');
  const boundary = 'hostileBoundary42';
  const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
  return [
    { label: 'text bytes named .png', form: form(fields, [[field, text, 'x.png']]) },
    {
      label: 'svg with script',
      form: form(fields, [
        [field, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
      ]),
    },
    { label: `file of ${maxBytes + 1} bytes`, form: form(fields, [[field, Buffer.alloc(maxBytes + 1, 0x41), 'big.png']]) },
    {
      label: 'two files',
      form: form(fields, [
        [field, text, 'a.png'],
        [field, text, 'b.png'],
      ]),
    },
    { label: 'file under another name', form: form(fields, [['other', text, 'a.png']]) },
    { label: '60 parts', form: form([...fields, ...Array.from({ length: 60 }, (_, i): [string, string] => [`f${i}`, 'x'])]) },
    { label: '70 kB field', form: form([...fields, ['description', 'x'.repeat(70_000)]]) },
    {
      label: 'prototype field names',
      // The repeated first field turns into a list, so the request is refused after the names are read.
      form: form([...fields, ['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1'], [fields[0]![0], '']]),
    },
    { label: 'truncated multipart', raw: truncated, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
  ];
}
