import type { ErrorBody, ErrorCode } from '@contract/errors';
import { text } from '@/i18n/catalog';
import { type ClientErrorCode, errorText } from '@/i18n/error-messages';

/** NETWORK: the box did not answer. UNKNOWN: it answered without the error envelope. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A failed call. `message` is the box's Japanese message; errorMessage() gives the one to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly body: ErrorBody | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, body?: ErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** The error of a non-2xx answer, from its parsed JSON body (undefined when it had none). */
export function answerError(status: number, data: unknown): ApiError {
  if (isErrorBody(data)) return new ApiError(status, data.error.code, data.error.message, data);
  return new ApiError(status, 'UNKNOWN', text(errorText).UNKNOWN);
}

export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', text(errorText).NETWORK);
}
