import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { z } from 'zod';
import { type ErrorBody, type ErrorCode, errorCatalog } from '../../src/contract/errors';
import { diningTables, mailOutbox, users } from '../../src/db/schema';
import { hashPassword } from '../../src/shared/password';
import type { ApiResponse } from '../helpers/api-client';
import type { TestBox } from '../helpers/test-box';

/**
 * What a request may not have written, per table: the events written by the print queue's lanes
 * as they see printers (their state) are not counted, as they come and go beside any request.
 */
const COUNTED_ROWS: Record<string, string> = {
  events: `type <> 'printer.changed' OR json_extract(payload, '$.change') <> 'state'`,
};

/** `SELECT count(*)` of every table in the shop database, keyed by table name. */
export function rowCounts(box: TestBox): Record<string, number> {
  const sqlite = box.deps.db.$client;
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (sqlite.prepare(`SELECT count(*) AS n FROM "${name}" WHERE ${COUNTED_ROWS[name] ?? '1'}`).get() as { n: number }).n,
    ]),
  );
}

/** The success body, checked against the contract's response schema, with zod's issues on failure. */
export function parsed<T extends z.ZodType>(schema: T, res: ApiResponse, label = ''): z.infer<T> {
  expect(res.status, `${label} ${JSON.stringify(res.body).slice(0, 400)}`).toBe(200);
  const result = schema.safeParse(res.body);
  expect(result.success, `${label} ${JSON.stringify(result.error?.issues ?? []).slice(0, 400)}`).toBe(true);
  return result.data as z.infer<T>;
}

/** A JSON answer in the one error envelope, whose code and status agree with the catalogue. */
export function envelopeOf(res: ApiResponse, label = ''): ErrorBody['error'] {
  const where = `${label} -> ${res.status} ${String(JSON.stringify(res.body)).slice(0, 300)}`;
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  expect(res.headers.get('content-type') ?? '', where).toContain('application/json');
  const error = (res.body as Partial<ErrorBody>).error;
  expect(error, where).toBeTypeOf('object');
  const code = error?.code as ErrorCode;
  expect(Object.keys(errorCatalog), where).toContain(code);
  expect(res.status, where).toBe(errorCatalog[code].status);
  expect(error?.message, where).toMatch(/\S/);
  return error as ErrorBody['error'];
}

/** The error envelope with exactly SPEC.md's status, code and Japanese message (or its pattern). */
export function expectError(res: ApiResponse, code: ErrorCode, message: string | RegExp = errorCatalog[code].message) {
  const error = envelopeOf(res, code);
  expect(error.code).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  return error;
}

/** The link of the newest mail queued for an address, straight from the outbox. */
export function lastLinkTo(box: TestBox, to: string): string {
  const mail = box.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, to), isNotNull(mailOutbox.link)))
    .orderBy(asc(mailOutbox.id))
    .all()
    .at(-1);
  if (!mail?.link) throw new Error(`no mail with a link queued for ${to}`);
  return mail.link;
}

/** The key a mailed link carries in `activate` (signup, email change) or `secret` (reset). */
export function keyIn(link: string, param: 'activate' | 'secret' = 'activate'): string {
  const key = new URL(link).searchParams.get(param);
  if (!key) throw new Error(`no ${param} in ${link}`);
  return key;
}

/** A table of its own for one test, so tests never share visits. */
export function addTable(box: TestBox, flag = 1): number {
  const now = Date.now();
  const suffix = randomUUID().slice(0, 8);
  return box.deps.db
    .insert(diningTables)
    .values({ name: `contract-${suffix}`, label: `卓${suffix}`, flag, created_at: now, updated_at: now })
    .returning()
    .get().id;
}

export function tableRow(box: TestBox, id: number) {
  return box.deps.db.select().from(diningTables).where(eq(diningTables.id, id)).get();
}

/** A real PNG, as a browser would upload it. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 40, b: 120 } } })
    .png()
    .toBuffer();
}

/** A multipart body of text fields plus an optional file under `fileField`. */
export function formOf(
  fields: Record<string, string | number>,
  file?: { field: string; bytes: Uint8Array; name: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  return form;
}

export const idempotent = () => ({ 'Idempotency-Key': randomUUID() });

/** An active account of its own for a test that changes or locks it, so the shared ones stay usable. */
export async function addAccount(box: TestBox, email: string, password: string, role = 11): Promise<number> {
  const now = Date.now();
  return box.deps.db
    .insert(users)
    .values({
      email,
      username: email.split('@')[0]!,
      role,
      flag: 1,
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
    })
    .returning()
    .get().id;
}
