import type { Locator, Page } from '@playwright/test';

/** /login as a person sees it: found by labels and roles, never by class names. */
export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly errorAlert: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'ログイン' });
    this.email = page.getByLabel('メールアドレス', { exact: true });
    this.password = page.getByLabel('パスワード', { exact: true });
    this.submit = page.getByRole('button', { name: 'ログイン', exact: true });
    this.forgotPassword = page.getByRole('link', { name: 'パスワードをお忘れの方はこちら' });
    this.errorAlert = this.form.getByRole('alert');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await this.email.waitFor();
  }

  async login(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
