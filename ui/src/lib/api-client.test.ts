import { endpoints } from '@contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';

interface Sent {
  url: string;
  init: RequestInit;
}

function answer(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });
}

/** Replaces fetch with one that records the request and answers `response`. */
function stubFetch(response: Response | Error): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      if (response instanceof Error) throw response;
      return response;
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api.call', () => {
  it("takes the method and path from the endpoint table and writes the query the box's way", async () => {
    const sent = stubFetch(answer(200, { list: { data: [], total: 0 } }));
    const response = await api.call('menuItem.list', { query: { flags: [1], menuId: 3 } });
    expect(response.list.total).toBe(0);
    expect(decodeURIComponent(sent[0]?.url ?? '')).toBe(`${endpoints['menuItem.list'].path}?flags[]=1&menuId=3`);
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('posts a JSON body with its headers, the idempotency key of an order included', async () => {
    const sent = stubFetch(answer(200, { status: true }));
    const controller = new AbortController();
    const body = { ordersData: { table_session_id: 4, dining_table_id: 2 }, orderItemsData: { items: [{ id: 5, quantity: 1 }] } };
    await api.call('order.create', { body, headers: { 'Idempotency-Key': 'k-1' }, signal: controller.signal });
    expect(sent[0]?.url).toBe(endpoints['order.create'].path);
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toMatchObject({ 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(body);
    expect(sent[0]?.init.signal).toBe(controller.signal);
  });

  it('posts a call without a body as no body at all', async () => {
    const sent = stubFetch(answer(200, { check: false }));
    await api.call('auth.check');
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it("fails with the box's code, status and message", async () => {
    const box = { error: { code: 'DUPLICATE_MENU_NAME', message: 'メニュー名(管理)が重複しています。' }, exists: true };
    stubFetch(answer(409, box));
    const failure = await api.call('menu.create', { body: { label: 'a', name: 'b' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'DUPLICATE_MENU_NAME', message: box.error.message, body: box });
    expect(errorMessage(failure)).toBe('メニュー名(管理)が重複しています。');
  });

  it('fails with UNKNOWN when the answer has no error envelope, and NETWORK when the box was not reached', async () => {
    stubFetch(answer(502, '<html>Bad Gateway</html>', 'text/html'));
    await expect(api.call('shop.info')).rejects.toMatchObject({
      code: 'UNKNOWN',
      status: 502,
      message: 'エラーが発生しました。',
    });
    stubFetch(new TypeError('Failed to fetch'));
    await expect(api.call('shop.info')).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
      message: 'ネットワークエラーが発生しました。インターネット接続を確認してください。',
    });
  });

  it("passes a caller's abort through as the AbortError, not as a network failure", async () => {
    stubFetch(new DOMException('aborted', 'AbortError'));
    await expect(api.call('shop.info')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** The part of XMLHttpRequest the upload path uses. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  private readonly listeners = new Map<string, (event?: unknown) => void>();
  readonly upload = {
    listeners: new Map<string, (event: { lengthComputable: boolean; loaded: number; total: number }) => void>(),
    addEventListener(type: string, listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) {
      this.listeners.set(type, listener);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.listeners.get('abort')?.();
  }
  /** The box's side: progress, then the answer. */
  finish(status: number, body: unknown) {
    this.upload.listeners.get('progress')?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.get('load')?.();
  }
}

describe('api.call with an upload', () => {
  it('sends a multipart form with the file under the endpoint field, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const image = new File(['jpeg'], 'karaage.jpg', { type: 'image/jpeg' });
    const saving = api.call('menuItem.create', {
      form: { label: '唐揚げ', name: 'karaage', price: 680, menu_id: 2, plan_menu_ids: [] },
      file: image,
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(endpoints['menuItem.create'].path);
    expect(xhr?.headers).not.toHaveProperty('Content-Type');
    const form = xhr?.body as FormData;
    expect(form.get('price')).toBe('680');
    expect((form.get('image') as File).name).toBe('karaage.jpg');
    xhr?.finish(200, { exists: false, menuItem: { id: 9 } });
    await expect(saving).resolves.toMatchObject({ menuItem: { id: 9 } });
    expect(progress).toEqual([0.5]);
  });

  it("fails with the box's error, or an AbortError when the caller aborts", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = api.call('user.uploadFile', { form: { id: 1 }, file: new File(['x'], 'me.png') });
    FakeXhr.last?.finish(413, {
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'ファイルサイズの上限は2MBまでです。再度インプットしてください。' },
    });
    await expect(failing).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });

    const controller = new AbortController();
    const aborted = api.call('user.uploadFile', { form: { id: 1 }, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
