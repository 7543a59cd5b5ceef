/**
 * Run inside a test's network namespace: Debian's Chromium opens the box's setup URL, sets the
 * shop up through the screens, lands on /admin, then opens the diner and login pages. Prints one
 * JSON line: where it ended and every request the pages made (and which failed).
 */
import { chromium } from 'playwright-core';
import { debianChromium } from '../../../../ui/e2e/support/debian-chromium';

const setupUrl = process.argv[2];
if (!setupUrl) throw new Error('usage: offline-browser.ts SETUP_URL');
const origin = new URL(setupUrl).origin;

const browser = await chromium.launch(debianChromium);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
const requests: string[] = [];
const failed: string[] = [];
page.on('request', (r) => requests.push(r.url()));
page.on('requestfailed', (r) => {
  const reason = r.failure()?.errorText ?? '';
  // Leaving a page cancels its fetches still under way; that is not a network failure.
  if (reason !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${reason}`);
});

const fill = async (label: string, value: string, exact = false) => page.getByLabel(label, { exact }).fill(value);
await page.goto(setupUrl);
await fill('店名', '居酒屋 オフライン');
await fill('運営会社名', '株式会社オフライン');
await fill('代表者名', '織 太郎');
await fill('電話番号', '03-1111-2222');
await fill('所在地', '東京都港区1-1-1');
await fill('連絡先メールアドレス', 'info@offline.example');
await page.getByRole('button', { name: '次へ' }).click();
await fill('姓', '織');
await fill('名', '太郎', true);
await fill('ログイン用メールアドレス', 'owner@offline.example');
await fill('パスワード', 'owner-pass-1111', true);
await fill('パスワード（確認）', 'owner-pass-1111');
await page.getByRole('button', { name: '次へ' }).click();
await fill('管理ページのパスワード', 'page-pass-2222', true);
await fill('管理ページのパスワード（確認）', 'page-pass-2222');
await page.getByRole('button', { name: 'セットアップを完了する' }).click();
await page.waitForURL(`${origin}/admin`);
await page.getByRole('heading', { name: '管理ページTOP' }).waitFor();
const landed = new URL(page.url()).pathname;
await page.goto(`${origin}/login`);
await page.getByRole('button', { name: 'ログイン' }).waitFor();
await page.goto(`${origin}/`);
await page.waitForLoadState('networkidle');
await browser.close();
console.log(JSON.stringify({ landed, requests, failed }));
