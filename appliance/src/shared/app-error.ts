import { type ErrorCode, errorCatalog } from '../contract/errors';

/** A failure a service expects; the error middleware turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extras: Record<string, unknown>;
  /** Sent as the Retry-After header (a 429's or 503's wait). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; extras?: Record<string, unknown>; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? errorCatalog[code].message, { cause: options.cause });
    this.code = code;
    this.status = errorCatalog[code].status;
    this.extras = options.extras ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** SQLite's unique-constraint failure, which services translate into a duplicate error. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
  );
}
