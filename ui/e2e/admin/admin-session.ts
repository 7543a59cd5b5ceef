import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_LOGINS } from '../../../appliance/src/db/seed/demo-shop';
import { owner } from '../demo-logins';
import { LoginPage } from '../pages/login-page';

/** The shared /admin page password of the demo shop, read from the seed. */
export const pagePassword = (() => {
  const entry = DEMO_LOGINS.find((login) => login.email === '-');
  if (!entry) throw new Error('the demo seed has no page password');
  return entry.password;
})();

/** The page password prompt as a person sees it. */
export function pageAuthDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'ページ認証' });
  return {
    dialog,
    password: dialog.getByLabel('ページパスワード'),
    submit: dialog.getByRole('button', { name: '認証する' }),
    cancel: dialog.getByRole('button', { name: 'キャンセル' }),
  };
}

/**
 * Opens an admin path the way an owner does: sent to /login, logs in, comes back, and passes the
 * page password through the prompt. Ends on the page's heading.
 */
export async function signInThroughUi(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login(owner.email, owner.password);
  await expect(page).toHaveURL(path);
  const prompt = pageAuthDialog(page);
  await prompt.password.fill(pagePassword);
  await prompt.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** One page per spec file, signed in once: logins are rate-limited per address on the box. */
export async function ownerPage(browser: Browser, baseURL: string, path: string, heading: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
  const page = await context.newPage();
  await signInThroughUi(page, path, heading);
  return page;
}

/** A toast (or inline alert) with exactly this text. */
export function message(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** A short suffix so reruns and other specs never collide on names. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
