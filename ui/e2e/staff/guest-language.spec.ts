import { expect, test } from '../support/box-test';
import { acknowledgeOtherBills, expectLive, seatTablet, staffContext, staffSpecSetup, tableBlock } from './staff-kit';

/*
 * Issue 18: guests who switch the tablet to another language still order in Japanese for staff,
 * and staff see by the table which language its guests read (英語 / 韓国語), live.
 */

const spec = staffSpecSetup();
const { suffix } = spec;

test.beforeEach(async () => {
  await acknowledgeOtherBills(spec.api);
});

test('the guests switch the tablet to English, then Korean: the order board marks the table live, the lines stay Japanese', async ({
  browser,
  baseURL,
}) => {
  const label = `E2E言語卓${suffix}`;
  const tablet = await seatTablet(browser, spec.api, baseURL!, label);
  await tablet.order([{ id: spec.menu.food.id, quantity: 1 }]);
  const staff = await staffContext(browser, baseURL!);
  const board = await staff.newPage();
  await board.setViewportSize({ width: 1280, height: 800 });
  await board.goto('/order-list');
  await expectLive(board);
  const block = tableBlock(board, label);
  await expect(block.getByRole('listitem').filter({ hasText: spec.menu.food.label })).toBeVisible();
  await expect(block.getByTestId('guest-language')).toHaveCount(0);

  const guests = await tablet.context.newPage();
  await guests.goto('/menu');
  const language = guests.getByRole('combobox', { name: /言語|Language/ });
  await language.selectOption('en');
  await expect(guests.locator('html')).toHaveAttribute('lang', 'en');
  await expect(block.getByTestId('guest-language')).toHaveText('お客様の言語:英語');
  await expect(block.getByTestId('guest-language')).toHaveAttribute('title', 'お客様の言語: 英語');
  // What they order reads Japanese for staff.
  await tablet.order([{ id: spec.menu.drink.id, quantity: 2 }]);
  await expect(block.getByRole('listitem').filter({ hasText: spec.menu.drink.label })).toBeVisible();

  await language.selectOption('ko');
  await expect(block.getByTestId('guest-language')).toHaveText('お客様の言語:韓国語');
  await language.selectOption('ja');
  await expect(block.getByTestId('guest-language')).toHaveCount(0);
  await language.selectOption('ko');
  await expect(block.getByTestId('guest-language')).toHaveText('お客様の言語:韓国語');
  await board.screenshot({ path: 'test-results/guest-language/order-board-1280.png' });

  // The waiter's handy marks the table among the others.
  const handy = await staff.newPage();
  await handy.setViewportSize({ width: 390, height: 844 });
  await handy.goto('/handy');
  const tile = handy.getByRole('button').filter({ hasText: label });
  await expect(tile.getByTestId('guest-language')).toHaveText('お客様の言語:韓国語');
  await tile.scrollIntoViewIfNeeded();
  await handy.screenshot({ path: 'test-results/guest-language/handy-390.png' });
  await handy.close();

  // The bill they ask for pops up with it, and the bill list marks it too.
  await tablet.requestBill();
  const popup = board.locator(`li[data-session-id="${tablet.session.id}"]`);
  await expect(popup.getByTestId('guest-language')).toHaveText('お客様の言語:韓国語');
  await board.screenshot({ path: 'test-results/guest-language/bill-popup-1280.png' });
  await board.goto('/checkout-list');
  const row = board.locator(`tr[data-session-id="${tablet.session.id}"]`);
  await expect(row.getByTestId('guest-language')).toHaveText('お客様の言語:韓国語');
  await staff.close();
  await tablet.context.close();
});
