import { answerError, networkError } from './api-error';

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** JSON (sent as is, already stringified) or a multipart form. */
  body?: string | FormData;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1, when the browser knows the total. */
  onProgress?: (fraction: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  return parseJson(await response.text());
}

/** One request over fetch: the answer's JSON, or an ApiError. An abort rejects with its AbortError. */
export async function sendFetch(request: Request): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    // A cancelled request is the caller's own doing, not a network failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const data = await readJson(response);
  if (response.ok) return data;
  throw answerError(response.status, data);
}

/**
 * One request over XMLHttpRequest, because fetch cannot report upload progress: a large photo over
 * shop Wi-Fi must show it is moving. Answers and errors as sendFetch's.
 */
export function sendXhr(request: Request): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(answerError(xhr.status, data));
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    if (request.signal?.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
}
