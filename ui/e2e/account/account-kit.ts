import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { OutboxResponse } from '../../../appliance/src/contract/mail';
import type { UserCreateResponse } from '../../../appliance/src/contract/users';

/** An address no other spec uses. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Path and query of a link the box made (its host is the box under test either way). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A pending account invited by the demo owner; returns the setup link's path. */
export async function invite(api: APIRequestContext, email: string, username = 'E2E招待') {
  const res = await api.post('/v1/user/create', { data: { email, username } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as UserCreateResponse;
  return { userId: body.userId, setupPath: pathOf(body.setupLink) };
}

/** An account of this spec's own that can log in at once. */
export async function activeAccount(api: APIRequestContext, tag: string, password: string) {
  const email = uniqueEmail(tag);
  const { userId, setupPath } = await invite(api, email);
  const activatekey = new URLSearchParams(setupPath.split('?')[1]).get('activate');
  const res = await api.post('/v1/user/create/password', { data: { activatekey, password } });
  expect(res.ok()).toBe(true);
  return { userId, email };
}

/** The link of the newest mail still waiting for `to`, as an admin reads it from the box. */
export async function waitingLink(api: APIRequestContext, to: string): Promise<string> {
  const res = await api.get('/v1/mail/outbox', { params: { to } });
  expect(res.ok(), await res.text()).toBe(true);
  const mail = ((await res.json()) as OutboxResponse).list.data.find((m) => m.link);
  if (!mail?.link) throw new Error(`no waiting mail for ${to}`);
  return mail.link;
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The next window.alert's text (it is accepted). */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/** Playwright cannot see a shake; the element's running Web Animations can. */
export function isShaking(page: Page, formName: string): Promise<boolean> {
  return page.getByRole('form', { name: formName }).evaluate((el) => el.getAnimations().length > 0);
}
