/** A small HTTP client with a cookie jar, as a browser would hold cookies for the box. */

export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  form?: FormData;
  raw?: string;
  headers?: Record<string, string>;
}

/** `{ flags: [1, 2] }` becomes `flags[]=1&flags[]=2`, as SPEC.md's clients send arrays. */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}${toQueryString(options.query ?? {})}`, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      // Max-Age wins over Expires, as in a browser (RFC 6265): a box whose system clock is at 1970
      // sends Expires in 1970 beside a valid Max-Age.
      const maxAge = attributes.find((a) => /^max-age=/i.test(a.trim()));
      const expired = maxAge ? /^max-age=0\b/i.test(maxAge.trim()) : attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = unknown>(path: string, query?: Record<string, QueryValue>, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { query, headers });
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body: body ?? {}, headers });
  }

  postForm<T = unknown>(path: string, form: FormData) {
    return this.request<T>('POST', path, { form });
  }

  async login(email: string, password: string): Promise<ApiResponse> {
    const res = await this.post('/v1/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }

  async pageAuth(password: string): Promise<void> {
    const res = await this.post('/v1/pageauth/login', { password });
    if (res.status !== 200) throw new Error(`page auth failed: ${res.status}`);
  }
}
