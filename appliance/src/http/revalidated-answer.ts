import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * An answer already serialized, with a validator: a screen that re-opens it sends If-None-Match
 * and gets a bodiless 304 while nothing changed. Weak, because gzip and identity bodies are the
 * same answer. `Cache-Control: no-cache` makes browsers ask every time (never a stale menu) but
 * lets them keep the body.
 */
export class RevalidatedAnswer<T> {
  /** Only for typing: the answer the JSON is. */
  declare readonly answer?: T;
  readonly etag: string;

  constructor(readonly json: string) {
    this.etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  }

  static of<T>(value: T): RevalidatedAnswer<T> {
    return new RevalidatedAnswer<T>(JSON.stringify(value));
  }
}

/** True when If-None-Match names this ETag (or is `*`), weak or strong, as RFC 9110 compares for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

export function sendRevalidated(req: Request, res: Response, answer: RevalidatedAnswer<unknown>): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if ((req.method === 'GET' || req.method === 'HEAD') && matches(req.get('if-none-match'), answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(answer.json));
  res.end(answer.json);
}
