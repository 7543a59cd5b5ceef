import { type Endpoint, type EndpointName, endpoints } from '@contract/endpoints';
import { text } from '@/i18n/catalog';
import { errorMessageFor, errorText } from '@/i18n/error-messages';
import { ApiError } from './api/api-error';
import type { CallArgs, CallResponse } from './api/call-types';
import { toFormData } from './api/form-body';
import { toQueryString } from './api/query-string';
import { type Request, sendFetch, sendXhr } from './api/transport';

export { ApiError, type ApiErrorCode } from './api/api-error';
export type { CallArgs, CallBody, CallOptions, CallQuery, CallResponse } from './api/call-types';

/** Every option of any call, as the request is built from them. */
interface AnyCallOptions {
  query?: unknown;
  body?: unknown;
  form?: object;
  file?: Blob | null;
  onProgress?: (fraction: number) => void;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function requestOf(endpoint: Endpoint, options: AnyCallOptions | undefined): Request {
  const request: Request = {
    method: endpoint.method,
    url: `${endpoint.path}${toQueryString(options?.query)}`,
    headers: { Accept: 'application/json', ...options?.headers },
    signal: options?.signal,
  };
  if (options?.form !== undefined && endpoint.upload) {
    // The browser sets the multipart boundary itself.
    request.body = toFormData(options.form, { field: endpoint.upload.field, blob: options.file });
    request.onProgress = options.onProgress;
  } else if (options?.body !== undefined) {
    request.headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(options.body);
  }
  return request;
}

/**
 * Calls the box by the endpoint table's name, typed by its schemas:
 * `api.call('order.create', { body, headers: { 'Idempotency-Key': key } })`,
 * `api.call('menuItem.list', { query: { flags: [1] } })`,
 * `api.call('menuItem.create', { form: fields, file, onProgress })`.
 * Fails with an ApiError (the box's code and message, or NETWORK); an aborted call with its AbortError.
 */
async function call<N extends EndpointName>(name: N, ...[options]: CallArgs<N>): Promise<CallResponse<N>> {
  const request = requestOf(endpoints[name], options);
  // Uploads go over XMLHttpRequest, the one transport that reports upload progress.
  const data = request.body instanceof FormData ? await sendXhr(request) : await sendFetch(request);
  // The box's answers follow the contract's response schemas (its tests check every one).
  return data as CallResponse<N>;
}

export const api = { call };

/** The message to show for any thrown value, in the active locale. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? errorMessageFor(error.code, error.message) : text(errorText).UNKNOWN;
}
