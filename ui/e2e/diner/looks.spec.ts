import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { createMenu, createOwnTable, pairByQr, renderedLines, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

/*
 * What a guest sees at 1280x800 and 390x844 (issue 30, items 1, 6 and 13): the chosen option looks
 * chosen, カートに追加 is on the screen without scrolling, the welcome has no blank dark blocks and
 * its メニューを見る is on the screen, genre tabs are never cut under the cart, prices stay in line
 * on cards with and without allergen marks, the owner's line breaks show in the description, the
 * bill has no empty rows and says that its button asks for the bill.
 */

const suffix = uniqueSuffix();
const GENRE = `E2E見た目${suffix}`;
const WITH_MARKS = `小麦入り${suffix}`;
const WITHOUT_MARKS = `品名${suffix}`;

let api: APIRequestContext;
/** A shop with many genres: more tabs than three rows hold at 1280, stopped again afterwards. */
const manyGenres: { id: number; label: string; name: string }[] = [];

test.beforeAll(async ({ owner }) => {
  api = owner;
  for (let n = 1; n <= 24; n++) manyGenres.push(await createMenu(api, `E2E品書き${n}${suffix}`));
  const genre = await createMenu(api, GENRE);
  for (const [label, allergens, description] of [
    [WITH_MARKS, [{ id: 'wheat', level: 'contains' }], '一行目の説明\n二行目の説明'],
    [WITHOUT_MARKS, [], ''],
  ] as const) {
    const res = await api.post('/v1/menuitem/create', {
      data: { label, name: `e2e-${uniqueSuffix()}`, price: 550, menu_id: genre.id, description, allergens },
    });
    if (!res.ok()) throw new Error(`menuitem/create ${res.status()} ${await res.text()}`);
  }
});

test.afterAll(async () => {
  for (const { id, label, name } of manyGenres) await api.post('/v1/menu/update', { data: { id, label, name, flag: 0 } });
});

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no bounding box');
  return b;
}

/** Fully on the screen as it is (no scrolling) and not covered: the element at its centre is it. */
async function expectOnScreenUncovered(page: Page, locator: Locator) {
  const b = await box(locator);
  const viewport = page.viewportSize()!;
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height).toBeLessThanOrEqual(viewport.height);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
  const hit = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (el === at || el.contains(at));
  });
  expect(hit).toBe(true);
}

/** A choice's look: its border and background colour. */
/** A choice's border and fill once its transition has settled (a colour read mid-fade is neither look). */
function look(choice: Locator): Promise<string> {
  return choice.evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(el);
    return `${style.borderColor} ${style.backgroundColor}`;
  });
}

const choiceIn = (dialog: Locator, name: string) =>
  dialog.locator('label').filter({ has: dialog.page().getByRole('radio', { name: new RegExp(`^${name}`) }) });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height}: welcome, tabs, prices, chosen options, the add button and the bill`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const menu = new DinerMenu(page);
    const table = await createOwnTable(api, `E2E見た目卓${uniqueSuffix()}`);
    await pairByQr(page, api, table);

    await test.step('welcome: no blank painted blocks across the top, メニューを見る on the screen', async () => {
      await expect(page.locator('[data-check-in="known"]')).toBeVisible();
      const darkAtTop = await page.evaluate((width) => {
        const dark: string[] = [];
        for (const x of [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => Math.round(width * f))) {
          for (let el = document.elementFromPoint(x, 40); el; el = el.parentElement) {
            const style = getComputedStyle(el);
            const [r = 255, g = 255, b = 255, a = 1] = (style.backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
            // A painted block (a gradient, or a dark colour) with nothing in it.
            const painted = style.backgroundImage !== 'none' || (a > 0 && 0.299 * r + 0.587 * g + 0.114 * b < 100);
            if (painted && (el.textContent ?? '').trim() === '') dark.push(`${x}: ${el.tagName}.${el.className}`);
            if (painted || a > 0) break;
          }
        }
        return dark;
      }, viewport.width);
      expect(darkAtTop).toEqual([]);
      const more = page.getByRole('button', { name: /^(大人|人数)を1名増やす$/ });
      if (await more.isVisible()) await more.click();
      await expectOnScreenUncovered(page, page.getByRole('link', { name: 'メニューを見る' }));
      await page.getByRole('link', { name: 'メニューを見る' }).click();
      await expect(page.getByTestId('table-label')).toHaveText(table.label);
    });

    if (viewport.width === 1280) {
      await test.step('genre tabs: every one whole, none under the cart', async () => {
        const tabs = page.getByRole('tab');
        await expect(tabs.filter({ hasText: GENRE })).toBeVisible();
        const cartLeft = (await box(menu.cart)).x;
        // Past three rows the tab bar scrolls within itself (the shared box holds other specs'
        // genres too): a tab the guest scrolls to is whole and uncovered, and the bar stays short.
        const bar = page.getByRole('tablist');
        expect((await box(bar)).height).toBeLessThanOrEqual(3 * 52 + 24);
        // Its lower edge fades while more rows wait below.
        expect(await bar.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
        for (const tab of await tabs.all()) {
          await tab.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
          const b = await box(tab);
          expect(b.x + b.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(cartLeft);
          await expectOnScreenUncovered(page, tab);
        }
      });
    }

    await test.step('cards with and without allergen marks keep their prices in line', async () => {
      await menu.openTab(GENRE);
      const marked = menu.item(WITH_MARKS);
      await expect(marked.locator('svg[data-allergen-icon="wheat"]')).toBeVisible();
      const priceOf = (card: Locator) => card.getByText('¥550');
      const [a, b] = [await box(priceOf(marked)), await box(priceOf(menu.item(WITHOUT_MARKS)))];
      expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
      // The list layout (アルコール): 生ビール has a mark, ハイボール none; prices keep one edge.
      await menu.openTab('アルコール');
      const beer = menu.item('生ビール（中）');
      await expect(beer.locator('svg[data-allergen-icon="wheat"]')).toBeVisible();
      const [beerPrice, highballPrice] = [
        await box(beer.getByText('¥605')),
        await box(menu.item('ハイボール').getByText('¥528')),
      ];
      // A tablet's row ends with the price; a phone's row stacks it under the name.
      const edge = (b: Box) => (viewport.width === 1280 ? b.x + b.width : b.x);
      expect(Math.abs(edge(beerPrice) - edge(highballPrice))).toBeLessThanOrEqual(1);
    });

    await test.step('the description keeps the line break the owner typed', async () => {
      await menu.openTab(GENRE);
      await menu.item(WITH_MARKS).click();
      const description = menu.dialog.getByText('一行目の説明');
      await expect(description).toBeVisible();
      expect(await renderedLines(description)).toEqual(['一行目の説明', '二行目の説明']);
      await menu.dialog.getByRole('button', { name: '戻る' }).click();
      await expect(menu.dialog).toBeHidden();
    });

    await test.step('焼き鳥 (options, allergens, a note): the chosen 焼き方 looks chosen, カートに追加 on the screen', async () => {
      await menu.openTab('揚げ物・焼き物');
      await menu.item('焼き鳥盛り合わせ').click();
      const dialog = menu.dialog;
      await expect(dialog.getByTestId('allergen-list')).toBeVisible();
      const add = dialog.getByRole('button', { name: 'カートに追加' });
      await expectOnScreenUncovered(page, add);
      const [salt, sauce] = [choiceIn(dialog, '塩'), choiceIn(dialog, 'タレ')];
      if (viewport.width === 1280) {
        // The required 焼き方 shows whole when the detail opens, above its footer (count, subtotal, buttons).
        const footerTop = (await box(dialog.getByTestId('detail-footer'))).y;
        for (const choice of [salt, sauce]) {
          const b = await box(choice);
          expect(b.y + b.height).toBeLessThanOrEqual(footerTop);
        }
      }
      const unchosen = await look(salt);
      expect(await look(sauce)).toBe(unchosen);
      await dialog.getByRole('radio', { name: 'タレ' }).click();
      await expect.poll(() => look(sauce)).not.toBe(unchosen);
      expect(await look(salt)).toBe(unchosen);
      const chosen = await look(sauce);
      await dialog.getByRole('radio', { name: '塩' }).click();
      await expect.poll(() => look(salt)).toBe(chosen);
      await expect.poll(() => look(sauce)).toBe(unchosen);
      await expectOnScreenUncovered(page, add);
      await add.click();
      await expect(dialog).toBeHidden();
    });

    await test.step('ハイボール: the default 濃さ 普通 looks chosen on open', async () => {
      await menu.openTab('アルコール');
      await menu.item('ハイボール').click();
      const dialog = menu.dialog;
      await expect(dialog.getByRole('radio', { name: '普通' })).toBeChecked();
      expect(await look(choiceIn(dialog, '普通'))).not.toBe(await look(choiceIn(dialog, '濃いめ')));
      await expectOnScreenUncovered(page, dialog.getByRole('button', { name: 'カートに追加' }));
      await dialog.getByRole('button', { name: '戻る' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the bill: no empty rows, and its button says it asks for the bill', async () => {
      await page.getByRole('button', { name: 'お会計する' }).click();
      await expect(page).toHaveURL('/checkout-confirm');
      const rows = page.getByTestId('order-history').locator('tbody tr');
      await expect(rows.first()).toContainText('お通し');
      for (const text of await rows.allInnerTexts()) expect(text.trim()).not.toBe('');
      await expect(page.getByText('スタッフにお会計を依頼します。お支払いはこのあとレジでお願いします。')).toBeVisible();
      await page.getByRole('button', { name: 'お会計を確定する' }).click();
      const confirm = page.getByRole('dialog', { name: 'お会計の依頼' });
      await expect(confirm.getByText('スタッフにお会計を依頼しますか？', { exact: false })).toBeVisible();
      await expect(confirm.getByRole('button', { name: 'お会計を依頼する' })).toBeVisible();
      await confirm.getByRole('button', { name: 'キャンセル' }).click();
    });
  });
}
