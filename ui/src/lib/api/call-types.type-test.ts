/**
 * Checked by `npm run typecheck`, never run: a call's options follow its schemas, and a mistake
 * fails the build. Each @ts-expect-error line must stay an error.
 */
import { api } from '@/lib/api-client';

export async function callsTypedByTheEndpointTable(file: File): Promise<[number, string]> {
  // @ts-expect-error an unknown call
  await api.call('menu.delete');
  // @ts-expect-error a query value of the wrong type
  await api.call('menuItem.list', { query: { menuId: 'two' } });
  // @ts-expect-error a required query left out
  await api.call('user.detail');
  // @ts-expect-error a required body left out
  await api.call('order.create');
  // @ts-expect-error a body for a call that takes none
  await api.call('auth.check', { body: {} });
  // @ts-expect-error an upload call takes a form, not a JSON body
  await api.call('menuItem.create', { body: { label: 'a', name: 'b', price: 1, menu_id: 1 } });
  // @ts-expect-error a JSON call takes no form
  await api.call('menu.create', { form: { label: 'a', name: 'b' } });

  await api.call('menuItem.create', { form: { label: 'a', name: 'b', price: 1, menu_id: 1 }, file, onProgress: () => {} });
  const items = await api.call('menuItem.list', { query: { flags: [1], menuId: 2 } });
  const login = await api.call('auth.login', { body: { email: 'owner@example.com', password: 'owner-pass-1234' } });
  return [items.list.data[0]?.id ?? 0, login.user.email];
}
