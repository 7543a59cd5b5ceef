import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody } from '../contract/errors';
import type { Logger } from '../logger';
import { AppError } from '../shared/app-error';
import { type DiskGuard, isDiskFullError } from '../shared/disk-guard';

function bodyOf(error: AppError): ErrorBody {
  const { exists, ...extras } = error.extras;
  return {
    error: { code: error.code, message: error.message, ...extras },
    ...(exists === true ? { exists: true as const } : {}),
  };
}

/** Status of an http-errors style failure (static files, uploads) when it is the client's fault. */
function clientErrorStatus(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const status = 'status' in err ? err.status : 'statusCode' in err ? err.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** A request body over its limit (the catalogue's PAYLOAD_TOO_LARGE speaks of a picture's 2 MB). */
export function requestTooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', { message: 'リクエストが大きすぎます。' });
}

function fromClientStatus(status: number): AppError {
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 413) return requestTooLarge();
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status === 403) return new AppError('FORBIDDEN');
  if (status === 405) return new AppError('METHOD_NOT_ALLOWED');
  return new AppError('VALIDATION');
}

/**
 * Turns parser, upload and service failures into the one error envelope; unknown errors are 500s.
 * A write that failed for lack of space outside the write path (SQLITE_FULL, ENOSPC) is a 507
 * DISK_FULL, and the disk guard hears of it.
 */
export function errorMiddleware(logger: Logger, disk?: DiskGuard): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let error: AppError;
    if (err instanceof AppError) {
      error = err;
    } else if (isDiskFullError(err)) {
      disk?.noteFull(err);
      error = new AppError('DISK_FULL', { cause: err });
    } else if (clientErrorStatus(err) !== undefined) {
      error = fromClientStatus(clientErrorStatus(err)!);
    } else {
      logger.error({ err, method: req.method, path: req.path }, 'unhandled error');
      error = new AppError('INTERNAL');
    }
    if (res.headersSent) return;
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(bodyOf(error));
  };
}

/** Paths nothing answered (no API call, no picture, no screen) get the envelope too. */
export const notFound: RequestHandler = (_req, _res, next) => next(new AppError('NOT_FOUND'));
