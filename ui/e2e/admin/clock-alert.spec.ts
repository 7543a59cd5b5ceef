import type { ClockStatusResponse } from '../../../appliance/src/contract/clock';
import { staffContext } from '../staff/staff-kit';
import { expect, test } from '../support/box-test';
import { ownerPage } from './admin-session';

/*
 * A box whose clock is implausible (no clock battery, a power cut, no internet) says so under the
 * staff and admin bars. The box's answer is replaced in the browser to show it (a real wrong clock:
 * appliance/test/appliance/wrong-clock.test.ts, the binary under libfaketime); setting the time
 * from the owner's device goes to the real box, whose own clock is right, and the alert goes away.
 */

const DAY = 86_400_000;
const wrong = (): ClockStatusResponse => ({
  system_time: Date.UTC(1970, 0, 1),
  box_time: Date.now() - 3 * DAY,
  floor: Date.now() - 3 * DAY,
  build_date: Date.now() - 30 * DAY,
  plausible: false,
  set_by_person: false,
});

test('staff read that the clock may be wrong, without the button to set it', async ({ browser, baseURL }) => {
  const page = await (await staffContext(browser, baseURL!)).newPage();
  await page.route('**/v1/clock/get/status', (route) => route.fulfill({ json: wrong() }));
  await page.goto('/order-list');
  const alert = page.getByRole('alert', { name: '時計' });
  await expect(alert).toContainText('時計が正しくない可能性があります。');
  await expect(alert).toContainText('スマオーダー本体の時刻');
  await expect(alert).toContainText('この端末の時刻');
  await expect(alert.getByRole('button', { name: 'この端末の時刻に合わせる' })).toHaveCount(0);
  await page.context().close();
});

test("an owner confirms this device's time and the box takes it", async ({ browser, baseURL }) => {
  const page = await ownerPage(browser, baseURL!, '/admin/menus', 'メニュー管理');
  await page.route('**/v1/clock/get/status', (route) => route.fulfill({ json: wrong() }));
  await page.reload();
  const alert = page.getByRole('alert', { name: '時計' });
  await expect(alert).toContainText('時計が正しくない可能性があります。');
  let confirmText = '';
  page.once('dialog', (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  const set = page.waitForResponse((res) => res.url().endsWith('/v1/clock/set'));
  await alert.getByRole('button', { name: 'この端末の時刻に合わせる' }).click();
  const res = await set;
  expect(res.status()).toBe(200);
  expect(((await res.json()) as ClockStatusResponse).plausible).toBe(true);
  expect(confirmText).toMatch(/^スマオーダー本体の時刻を .+ に合わせます。/);
  await expect(alert).toHaveCount(0);
  await page.context().close();
});
