import type { ErrorBody } from '@contract/errors';
import { ja } from '@/i18n/ja';
import { ApiError, api, type RequestOptions } from '@/lib/api-client';
import { reportAdminFailure } from './admin-session';

async function watched<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    reportAdminFailure(error);
    throw error;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface FormPostOptions {
  /** Upload progress from 0 to 1, when the browser knows the total. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST over XMLHttpRequest, because fetch cannot report upload progress: a large
 * photo over shop Wi-Fi must show it is moving. Errors are the same ApiError as api.post's.
 */
function postFormWithProgress<T>(path: string, form: FormData, options: FormPostOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else if (isErrorBody(data)) reject(new ApiError(xhr.status, data.error.code, data.error.message, data));
      else reject(new ApiError(xhr.status, 'UNKNOWN', ja.errors.generic));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', ja.errors.network)));
    xhr.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Management calls: the shared client, plus the admin frame's reaction to a lapsed login. */
export const adminApi = {
  get: <T>(path: string, options?: RequestOptions) => watched(() => api.get<T>(path, options)),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => watched(() => api.post<T>(path, body, options)),
  postForm: <T>(path: string, form: FormData, options?: FormPostOptions) =>
    watched(() => postFormWithProgress<T>(path, form, options)),
};
