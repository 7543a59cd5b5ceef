import type { ErrorBody, ErrorCode } from '@contract/errors';
import { ja } from '@/i18n/ja';

/** NETWORK: the box did not answer. UNKNOWN: it answered without the error envelope. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

/** A failed call. `message` is the box's Japanese message, ready to show. */
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

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Arrays go as `flags[]=1&flags[]=2`, the form the box parses (DESIGN.md, API). */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${path}${toQueryString(options.query)}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request is the caller's own doing, not a network failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', ja.errors.network);
  }

  const data = await readJson(response);
  if (response.ok) return data as T;
  if (isErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message, data);
  throw new ApiError(response.status, 'UNKNOWN', ja.errors.generic);
}

/** JSON calls to the box, typed by the contract: `api.post<LoginResponse>('/v1/auth/login', body)`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : ja.errors.generic;
}
