import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  createItem,
  createMenu,
  expectNoSidewaysScroll,
  orderFromTablet,
  renderedLines,
  seatAtMenu,
  test,
  uniqueSuffix,
} from './diner-fixture';

/*
 * Japanese has no spaces, so a browser may end a line between any two characters: 'ご注文ありがと'
 * / 'うございます'. On a phone the diner's headings and buttons must wrap only between phrases.
 */

const suffix = uniqueSuffix();

const HEADINGS = [
  { path: '/order-complete', phrases: ['ご注文', 'ありがとう', 'ございます'] },
  { path: '/staff-called', phrases: ['スタッフを', 'お呼び', 'しました'] },
  { path: '/checkout', phrases: ['ご来店', 'ありがとう', 'ございました！', 'レジに', 'お進み', 'ください'] },
];

/** Each line of the element ends where a phrase ends, and nothing spills out of it. */
async function expectPhraseBreaks(element: Locator, phrases: readonly string[]): Promise<string[]> {
  const lines = await renderedLines(element);
  expect(lines.join('')).toBe(phrases.join(''));
  const ends = new Set(phrases.map((_, i) => phrases.slice(0, i + 1).join('').length));
  let at = 0;
  for (const line of lines.slice(0, -1)) {
    at += line.length;
    expect([...ends], `a line ends inside a phrase: ${lines.join(' / ')}`).toContain(at);
  }
  expect(await element.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  return lines;
}

/**
 * This Chromium finds phrases itself (word-break: auto-phrase in base.css); Safari and older
 * tablets' browsers do not, and break anywhere. Both are checked: the second by turning it off.
 */
const WITHOUT_AUTO_PHRASE = 'body { word-break: normal !important; }';

async function expectThanksHeadings(page: Page, mustWrap: boolean) {
  for (const { path, phrases } of HEADINGS) {
    for (const autoPhrase of [true, false]) {
      await page.goto(path);
      if (!autoPhrase) await page.addStyleTag({ content: WITHOUT_AUTO_PHRASE });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const lines = await expectPhraseBreaks(heading, phrases);
      if (mustWrap) expect(lines.length, `${path}: ${lines.join(' / ')}`).toBeGreaterThan(1);
      await expectNoSidewaysScroll(page);
    }
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the thanks headings break only between phrases', async ({ page }) => {
    await expectThanksHeadings(page, false);
    // The checkout's two sentences cannot share one line of a phone.
    await page.goto('/checkout');
    expect((await renderedLines(page.getByRole('heading', { level: 1 }))).length).toBeGreaterThanOrEqual(2);
  });
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('the thanks headings wrap, only between phrases', async ({ page }) => {
    await expectThanksHeadings(page, true);
  });
});

test.describe('confirm buttons on phones', () => {
  let api: APIRequestContext;
  let item: { id: number };

  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeAll(async ({ owner }) => {
    api = owner;
    const genre = await createMenu(api, `E2E改行${suffix}`);
    item = await createItem(api, { label: 'ほっけ焼き', price: 780, menuId: genre.id });
  });

  test('the bill and staff-call buttons keep their words whole at 390 and at 320', async ({ page }) => {
    const { session } = await seatAtMenu(page, api, `E2E改行卓${suffix}`);
    await orderFromTablet(page, session, [{ id: item.id, quantity: 1 }]);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/menu');
      await page.getByRole('button', { name: 'スタッフ呼び出し' }).click();
      const call = page.getByRole('dialog', { name: 'スタッフ呼び出し' });
      await expectPhraseBreaks(call.getByRole('button', { name: '呼び出す' }), ['呼び出す']);
      await expectPhraseBreaks(call.getByRole('button', { name: 'キャンセル' }), ['キャンセル']);
      await expectNoSidewaysScroll(page);
      await call.getByRole('button', { name: 'キャンセル' }).click();

      await page.goto('/checkout-confirm');
      await page.addStyleTag({ content: WITHOUT_AUTO_PHRASE });
      const submit = page.getByRole('button', { name: 'お会計を確定する' });
      await expectPhraseBreaks(submit, ['お会計を', '確定する']);
      await expectPhraseBreaks(page.getByRole('link', { name: '戻る' }), ['戻る']);
      await submit.click();
      const confirm = page.getByRole('dialog', { name: 'お会計の依頼' });
      await expectPhraseBreaks(confirm.getByRole('button', { name: 'お会計を依頼する' }), ['お会計を', '依頼する']);
      await expectPhraseBreaks(confirm.getByRole('button', { name: 'キャンセル' }), ['キャンセル']);
      await expectNoSidewaysScroll(page);
    }
  });
});
