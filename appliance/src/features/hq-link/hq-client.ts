import { createHash, createPrivateKey, sign } from 'node:crypto';
import { HQ_API_PREFIX, HQ_AUTH_SCHEME, HQ_DATE_HEADER, hqSignedText } from '../../contract/hq-protocol';
import type { StoredLink } from './hq-link-store';

export interface HqAnswer {
  status: number;
  body: unknown;
  /** HQ's clock when it answered (its x-sma-date header), if it said. */
  hqNow: number | null;
}

/** Headquarters' address without a trailing slash. */
export function hqBase(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

async function answerOf(res: Response): Promise<HqAnswer> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const date = Number(res.headers.get(HQ_DATE_HEADER));
  return { status: res.status, body, hqNow: Number.isFinite(date) && date > 0 ? date : null };
}

/** One unsigned call (enrolment: the one-time code is its proof). Throws on no answer. */
export async function postToHq(url: string, path: string, body: unknown, timeoutMs: number): Promise<HqAnswer> {
  const res = await fetch(`${hqBase(url)}${HQ_API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return answerOf(res);
}

/**
 * One call signed with the box's key: HQ checks the signature over the method, path, date and
 * body, and refuses a date far from its own clock. `now` is the box's clock corrected by what HQ
 * said its clock was, so a box whose clock is off still gets its facts through.
 */
export async function signedPostToHq(
  link: StoredLink,
  path: string,
  body: unknown,
  now: number,
  timeoutMs: number,
): Promise<HqAnswer> {
  const json = JSON.stringify(body);
  const fullPath = `${HQ_API_PREFIX}${path}`;
  const date = String(Math.round(now));
  const digest = createHash('sha256').update(json).digest('hex');
  const signature = sign(null, Buffer.from(hqSignedText('POST', fullPath, date, digest)), createPrivateKey(link.privateKey));
  const res = await fetch(`${hqBase(link.url)}${fullPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HQ_DATE_HEADER]: date,
      authorization: `${HQ_AUTH_SCHEME} box=${link.hqBoxId}, sig=${signature.toString('base64url')}`,
    },
    body: json,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return answerOf(res);
}
