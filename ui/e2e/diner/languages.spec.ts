import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createItem, createMenu, createOwnTable, markPaid, openSessionOf, pairByQr, test, uniqueSuffix } from './diner-fixture';

/*
 * Issue 18: a guest picks English, Chinese or Korean on the welcome screen and goes through a whole
 * visit in it. At every screen the rendered text and the screen reader's labels (aria-label) are
 * scanned for Japanese, leaving out what is marked data-menu-text (the shop's item names, genres,
 * descriptions, options, table name: menu data without translations yet); in English and Korean
 * Japanese punctuation (、（）) counts too (issue 30). The table's name shows as the owner
 * translated it. The next guests start in Japanese.
 */

const suffix = uniqueSuffix();
const GENRE = `E2E言語${suffix}`;
const SHOTS = 'test-results/languages';
const ITEMS = ['鶏の唐揚げ', '枝豆'];
/** The spec's own menu texts, left untranslated on purpose. */
const MENU_DATA: string[] = [GENRE, ...ITEMS];

type Guest = 'en' | 'zh-Hans' | 'zh-Hant' | 'ko';

/** The spec's table as the owner named it in each language (menu_translations kind `table`). */
const TABLE_NAMES: Record<Guest, string> = { en: 'Window table', 'zh-Hans': '靠窗桌', 'zh-Hant': '靠窗桌', ko: '창가 테이블' };

/** What a guest taps, in each language (the catalog's words, checked here as a guest reads them). */
const WORDS: Record<Guest, Record<string, string>> = {
  en: {
    greeting: 'Welcome!',
    adultsMore: 'More adults',
    start: 'See the menu',
    staffCall: 'Call staff',
    checkout: 'Bill',
    add: 'Add to cart',
    order: 'Place order',
    orderSubmit: 'Order',
    back: 'Back to menu',
    staffCallSubmit: 'Call',
    billSubmit: 'Request the bill',
    thanks: 'Thank you for dining with us! Please pay at the register.',
  },
  'zh-Hans': {
    greeting: '欢迎光临！',
    adultsMore: '成人增加1位',
    start: '查看菜单',
    staffCall: '呼叫服务员',
    checkout: '结账',
    add: '加入购物车',
    order: '确认下单',
    orderSubmit: '下单',
    back: '返回菜单',
    staffCallSubmit: '呼叫',
    billSubmit: '申请结账',
    thanks: '感谢您的光临！ 请到收银台结账',
  },
  'zh-Hant': {
    greeting: '歡迎光臨！',
    adultsMore: '大人增加1位',
    start: '查看菜單',
    staffCall: '呼叫服務人員',
    checkout: '結帳',
    add: '加入購物車',
    order: '確認點餐',
    orderSubmit: '送出點餐',
    back: '返回菜單',
    staffCallSubmit: '呼叫',
    billSubmit: '申請結帳',
    thanks: '感謝您的光臨！ 請至櫃檯結帳',
  },
  ko: {
    greeting: '어서 오세요!',
    adultsMore: '성인 1명 추가',
    start: '메뉴 보기',
    staffCall: '직원 호출',
    checkout: '계산하기',
    add: '장바구니에 담기',
    order: '주문하기',
    orderSubmit: '주문하기',
    back: '메뉴로 돌아가기',
    staffCallSubmit: '호출하기',
    billSubmit: '계산 요청하기',
    thanks: '방문해 주셔서 감사합니다! 계산대에서 계산해 주세요',
  },
};

// Kana and kanji for English and Korean; only kana for Chinese, whose characters Japanese shares.
const KANA = '\\u3040-\\u30ff';
const KANJI = '\\u4e00-\\u9fff';
// Japanese punctuation and full-width brackets (、。（）), natural in Chinese only.
const CJK_PUNCTUATION = '\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff1f';

/** Text on screen in Japanese outside menu data and the language names of the switch. */
async function japaneseOnScreen(page: Page, locale: Guest): Promise<string[]> {
  const pattern = locale.startsWith('zh') ? `[${KANA}]` : `[${KANA}${KANJI}${CJK_PUNCTUATION}]`;
  return page.evaluate(
    ([source, menuData]) => {
      const japanese = new RegExp(source);
      // A label may name the shop's own (untranslated) items, as a button's "Add one more 鶏の唐揚げ":
      // the spec's own, and whatever the page itself shows as menu data (other specs' items on a shared box).
      const shown = Array.from(document.querySelectorAll('[data-menu-text]'), (el) => el.textContent?.trim() ?? '');
      const names = [...menuData, ...shown.filter((text) => text !== '')].sort((a, b) => b.length - a.length);
      const withoutMenuData = (label: string) => names.reduce((rest, text) => rest.split(text).join(''), label);
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent ?? '';
        if (!element || !japanese.test(text)) continue;
        if (element.closest('[data-menu-text], [data-testid="language-switch"]')) continue;
        if (element.getClientRects().length === 0) continue;
        found.push(text.trim());
      }
      for (const element of document.querySelectorAll<HTMLElement>('[aria-label]')) {
        const label = element.getAttribute('aria-label') ?? '';
        if (!japanese.test(withoutMenuData(label)) || element.closest('[data-menu-text], [data-testid="language-switch"]'))
          continue;
        if (element.getClientRects().length === 0) continue;
        found.push(`aria-label: ${label}`);
      }
      for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]'))
        if (japanese.test(field.placeholder)) found.push(`placeholder: ${field.placeholder}`);
      if (japanese.test(document.title)) found.push(`title: ${document.title}`);
      return found;
    },
    [pattern, MENU_DATA] as const,
  );
}

async function screen(page: Page, locale: Guest, size: string, name: string): Promise<void> {
  expect(await japaneseOnScreen(page, locale), `${locale} ${name}`).toEqual([]);
  // Nothing sticks out sideways: longer English and Korean still fit.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  await page.screenshot({ path: `${SHOTS}/${size}-${locale}-${name}.png` });
}

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  await createItem(api, {
    label: '鶏の唐揚げ',
    price: 680,
    menuId: genre.id,
    description: '外はかりっと、中はじゅわっと。',
    allergens: [
      { id: 'wheat', level: 'contains' },
      { id: 'egg', level: 'contains' },
      { id: 'soybean', level: 'may_contain' },
    ],
  });
  await createItem(api, { label: '枝豆', price: 380, menuId: genre.id });
});

for (const [size, viewport] of [
  ['tablet', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const locale of ['en', 'zh-Hans', 'zh-Hant', 'ko'] as const) {
      test(`a visit in ${locale}, then the next guests in Japanese`, async ({ page }) => {
        test.setTimeout(60_000);
        const words = WORDS[locale];
        const dialog = page.getByRole('dialog');
        const table = await createOwnTable(api, `E2E言語卓${locale}${size}${suffix}`);
        const named = await api.post('/v1/menutranslation/save', {
          data: { kind: 'table', entity_id: table.id, locale, name: TABLE_NAMES[locale], checked: true },
        });
        expect(named.ok(), await named.text()).toBe(true);
        await pairByQr(page, api, table);

        await test.step('pick the language on the welcome screen', async () => {
          await expect(page.locator('[data-check-in="known"]')).toBeVisible();
          await page.getByRole('combobox', { name: /Language/ }).selectOption(locale);
          await expect(page.getByRole('heading', { name: words.greeting })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByText(TABLE_NAMES[locale], { exact: true })).toBeVisible();
          await screen(page, locale, size, '1-welcome');
          const more = page.getByRole('button', { name: words.adultsMore, exact: true });
          await more.click();
          await more.click();
          await page.getByRole('link', { name: words.start }).click();
          await expect(page).toHaveURL(/\/menu/);
        });

        await test.step('menu, and back and forth to 日本語', async () => {
          await expect(page.getByRole('button', { name: words.staffCall, exact: true })).toBeVisible();
          await page.getByRole('tab', { name: GENRE }).click();
          await expect(page.getByTestId('menu-item')).toHaveCount(2);
          await expect(page.getByTestId('table-label')).toHaveText(TABLE_NAMES[locale]);
          await screen(page, locale, size, '2-menu');
          // 日本語 again: SPEC.md's words exactly, then the guest's language back.
          const languages = page.getByRole('combobox', { name: /Language/ });
          await languages.selectOption('ja');
          await expect(page.getByRole('button', { name: 'スタッフ呼び出し', exact: true })).toBeVisible();
          await expect(page.getByRole('button', { name: 'お会計する', exact: true })).toBeVisible();
          await expect(page.getByTestId('cart').getByRole('button', { name: '注文確定' })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
          await languages.selectOption(locale);
          await expect(page.getByRole('button', { name: words.staffCall, exact: true })).toBeVisible();
        });

        await test.step('item detail and the cart, kept over a reload', async () => {
          await page.getByTestId('menu-item').filter({ hasText: '唐揚げ' }).click();
          await expect(dialog.getByText('外はかりっと、中はじゅわっと。')).toBeVisible();
          await screen(page, locale, size, '3-detail');
          await dialog.getByRole('button', { name: words.add }).click();
          await expect(dialog).toBeHidden();
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('button', { name: words.staffCall, exact: true })).toBeVisible();
          await expect(page.getByTestId('cart-total')).toHaveText('¥680');
          // On a phone the cart is a bottom sheet: opened to see its lines, closed again.
          const sheet = page.getByTestId('cart').getByRole('button', { expanded: false });
          if (size === 'phone') await sheet.click();
          await expect(page.getByTestId('cart-line')).toBeVisible();
          await screen(page, locale, size, '4-cart');
          if (size === 'phone') await page.getByTestId('cart').getByRole('button', { expanded: true }).click();
        });

        await test.step('order and its thanks', async () => {
          await page.getByTestId('cart').getByRole('button', { name: words.order }).click();
          await expect(dialog).toBeVisible();
          await screen(page, locale, size, '5-order-confirm');
          await dialog.getByRole('button', { name: words.orderSubmit, exact: true }).click();
          await expect(page).toHaveURL('/order-complete');
          await screen(page, locale, size, '6-order-complete');
          await page.getByRole('link', { name: words.back }).click();
        });

        await test.step('staff call', async () => {
          await page.getByRole('button', { name: words.staffCall, exact: true }).click();
          await expect(dialog).toBeVisible();
          await screen(page, locale, size, '7-staff-call');
          await dialog.getByRole('button', { name: words.staffCallSubmit, exact: true }).click();
          await expect(page).toHaveURL('/staff-called');
          await screen(page, locale, size, '8-staff-called');
          await page.getByRole('link', { name: words.back }).click();
        });

        await test.step('checkout confirm and checkout', async () => {
          await page.getByRole('button', { name: words.checkout, exact: true }).click();
          await expect(page).toHaveURL('/checkout-confirm');
          await expect(page.getByTestId('history-row').first()).toBeVisible();
          await screen(page, locale, size, '9-checkout-confirm');
          await page.getByRole('button', { name: words.billSubmit }).click();
          await expect(dialog).toBeVisible();
          await screen(page, locale, size, '10-bill-confirm');
          await dialog.getByRole('button', { name: words.billSubmit }).click();
          await expect(page).toHaveURL('/checkout');
          await expect(page.getByRole('heading', { name: words.thanks })).toBeVisible();
          await screen(page, locale, size, '11-checkout');
        });

        await test.step('paid: the next guests start in Japanese', async () => {
          const session = await openSessionOf(api, table.id);
          await markPaid(api, session!.id);
          await expect(page).toHaveURL('/');
          await expect(page.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
          await expect(page.getByRole('link', { name: 'メニューを見る' })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
          expect(await page.evaluate(() => localStorage.getItem('dinerLocale'))).toBeNull();
          await page.reload();
          await expect(page.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
        });
      });
    }
  });
}
