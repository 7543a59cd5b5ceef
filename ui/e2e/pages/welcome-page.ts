import type { Locator, Page } from '@playwright/test';

export class WelcomePage {
  readonly greeting: Locator;
  readonly start: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole('heading', { name: 'いらっしゃいませ！' });
    this.start = page.getByRole('link', { name: 'メニューを見る' });
    this.footer = page.getByRole('contentinfo');
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.greeting.waitFor();
  }
}
