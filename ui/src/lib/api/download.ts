import { type EndpointName, endpoints } from '@contract/endpoints';
import { answerError, networkError } from './api-error';
import type { CallQuery } from './call-types';
import { toQueryString } from './query-string';

/** The file name an answer's Content-Disposition gives (RFC 5987 `filename*` first), else `fallback`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * A call that answers a file (a CSV export): fetched, so a refusal is an ApiError with the box's
 * message rather than a page of JSON, then handed to the browser to save under the box's name.
 */
export async function downloadCall<N extends EndpointName>(name: N, query: CallQuery<N>, fallbackName: string): Promise<string> {
  const endpoint = endpoints[name];
  let response: Response;
  try {
    response = await fetch(`${endpoint.path}${toQueryString(query)}`, { method: endpoint.method, credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw answerError(response.status, data);
  }
  const filename = filenameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
