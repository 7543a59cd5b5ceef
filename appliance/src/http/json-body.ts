import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError } from '../shared/app-error';
import { requestTooLarge } from './error-middleware';

/**
 * A JSON request body, read and parsed in one piece, for every API call but uploads. It does what
 * the refusals of `express.json()` did (the same codes, tested by the hostile-input suites) with a
 * fraction of its work per request: the body-parser stack (raw-body, iconv-lite, type-is, http-errors)
 * was about 3% of the box's CPU in the kitchen rush, for the tablets' orders and the stations' bumps.
 * - no body, or another content type (a multipart upload): left unread, `req.body` undefined (a
 *   call that is not an upload then answers 415, hasForeignBody);
 * - a charset other than UTF-8 (express.json also decoded UTF-16), or any Content-Encoding: 415 (no
 *   client of the box compresses what it sends, or sends anything but UTF-8);
 * - more than `limitBytes`: 413, once the rest has been read off so the connection stays usable
 *   (Node's parser already ends a body at its Content-Length, and refuses a malformed one);
 * - empty: `{}`; anything but an object or array, or broken JSON: 400 BAD_JSON.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    const hasBody = req.headers['transfer-encoding'] !== undefined || (declared !== undefined && !Number.isNaN(declared));
    // A body already read (or a request already gone) has nothing left to wait for.
    if (req.readableEnded || req.destroyed || !hasBody || !isJson(req.headers['content-type'])) {
      next();
      return;
    }
    const charset = charsetOf(req.headers['content-type']!);
    const encoding = req.headers['content-encoding']?.toLowerCase() ?? 'identity';
    if ((charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') || encoding !== 'identity') {
      next(new AppError('UNSUPPORTED_MEDIA_TYPE'));
      return;
    }
    readBody(req, limitBytes, declared, (error, text) => {
      if (error) return next(error);
      try {
        req.body = parseStrict(text!);
      } catch {
        return next(new AppError('BAD_JSON'));
      }
      next();
    });
  };
}

/**
 * A body of another content type than JSON (a form, plain text), which jsonBody leaves unread: the
 * JSON calls answer it 415 rather than read it as missing fields. An empty body is no body.
 */
export function hasForeignBody(req: IncomingMessage): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  const hasBody = req.headers['transfer-encoding'] !== undefined || declared > 0;
  return hasBody && !isJson(req.headers['content-type']);
}

function mediaTypeOf(contentType: string): string {
  const semicolon = contentType.indexOf(';');
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && mediaTypeOf(contentType) === 'application/json';
}

function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1]?.toLowerCase();
}

/** The body as text; a 413 (after the rest was read off) when over the limit. */
function readBody(
  req: IncomingMessage,
  limitBytes: number,
  declared: number | undefined,
  done: (error: AppError | null, text?: string) => void,
): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let refusal: AppError | null = declared !== undefined && declared > limitBytes ? requestTooLarge() : null;
  let settled = false;
  const settle = (error: AppError | null, text?: string) => {
    if (settled) return;
    settled = true;
    req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
    done(error, text);
  };
  function onData(chunk: Buffer): void {
    received += chunk.length;
    if (refusal) return;
    if (received > limitBytes) {
      refusal = requestTooLarge();
      chunks.length = 0;
      return;
    }
    chunks.push(chunk);
  }
  function onEnd(): void {
    if (refusal) settle(refusal);
    else settle(null, Buffer.concat(chunks, received).toString('utf8'));
  }
  // A client that went away before its body ended gets no answer; the request still ends through the error handler.
  function onClose(): void {
    settle(new AppError('VALIDATION'));
  }
  req.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
}

/** An object or array only, as express.json's strict mode; a leading byte order mark is dropped. */
function parseStrict(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.length === 0) return {};
  const first = /\S/.exec(body)?.[0];
  if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
  return JSON.parse(body);
}
