import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateEmailResponse, UserCreateResponse } from '../../src/contract/users';
import { mailOutbox } from '../../src/db/schema';
import { mailSenderFor } from '../../src/features/mail/mail-sender';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS } from '../helpers/test-shop';
import { linkIn } from './mail-parse';
import { TestSmtpServer } from './smtp-test-server';

let smtp: TestSmtpServer;
let box: TestBox;
let owner: ApiClient;
const FROM = 'すまや <no-reply@sumaya.example>';

beforeAll(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
  box = await startTestBox({ config: { smtp: { host: '127.0.0.1', port: smtp.port, from: FROM } } });
  box.deps.settings.set('shop_name', '居酒屋 テスト');
  owner = await box.staff('owner', { page: true });
});
afterAll(async () => {
  await box.stop();
  await smtp.stop();
});

const login = (email: string, password: string) => box.client().post('/v1/auth/login', { email, password });
const outboxRowsTo = (to: string) => box.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).all();

describe('mail through a real SMTP relay', () => {
  it('an invitation arrives in Japanese with the box link, and the link sets the password', async () => {
    const res = await owner.post<UserCreateResponse>('/v1/user/create', { email: 'invited@test.example', username: '佐藤' });
    expect(res.status).toBe(200);
    const [mail] = await smtp.waitFor('invited@test.example');
    expect(mail?.subject).toBe('【居酒屋 テスト】パスワード設定のご案内');
    expect(mail?.from).toContain('no-reply@sumaya.example');
    expect(mail?.contentType).toMatch(/text\/plain; charset=utf-8/i);
    expect(mail?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail?.text).toContain('佐藤 様');
    expect(mail?.text).toContain('パスワードを設定してください');
    const link = linkIn(mail!);
    expect(link).toBe(res.body.setupLink);
    expect(link.startsWith(`${box.url}/signup/password?activate=`)).toBe(true);

    const activatekey = new URL(link).searchParams.get('activate');
    const client = box.client();
    expect((await client.post('/v1/user/definitiveAuth', { activatekey })).status).toBe(200);
    const created = await client.post('/v1/user/create/password', { activatekey, password: '招待された人のパスワード' });
    expect(created.body).toEqual({ registed: true });
    expect((await login('invited@test.example', '招待された人のパスワード')).status).toBe(200);
    expect(outboxRowsTo('invited@test.example')).toMatchObject([{ attempts: 1, last_error: null }]);
    expect(outboxRowsTo('invited@test.example')[0]?.sent_at).toBeGreaterThan(0);
  });

  it('a reset mail arrives and its link sets a new password once', async () => {
    expect((await box.client().post('/v1/user/forgotPassword', { email: TEST_EMAILS.developer })).status).toBe(200);
    const [mail] = await smtp.waitFor(TEST_EMAILS.developer);
    expect(mail?.subject).toBe('【居酒屋 テスト】パスワード再設定のご案内');
    expect(mail?.text).toContain('有効期限は1時間');
    const link = linkIn(mail!);
    expect(link.startsWith(`${box.url}/reset-password?secret=`)).toBe(true);
    const activatekey = new URL(link).searchParams.get('secret');
    const reset = (password: string) => box.client().post('/v1/user/resetPassword', { activatekey, password });
    expect((await reset('developer-reset-1')).status).toBe(200);
    expect((await reset('developer-reset-2')).status).toBe(400);
    expect((await login(TEST_EMAILS.developer, 'developer-reset-1')).status).toBe(200);
  });

  it('an email change mails only the new address, answers no link with a relay, and the link completes it', async () => {
    const staff = await box.staff('staff');
    const res = await staff.post<UpdateEmailResponse>('/v1/user/set/updateEmail', {
      id: box.shop.users.staffId,
      email: 'staff.moved@test.example',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    const [mail] = await smtp.waitFor('staff.moved@test.example');
    expect(mail?.subject).toBe('【居酒屋 テスト】メールアドレス変更の確認');
    expect(smtp.to(TEST_EMAILS.staff)).toEqual([]);
    const link = linkIn(mail!);
    expect(link.startsWith(`${box.url}/edit/email/updated?activate=`)).toBe(true);
    const done = await box
      .client()
      .post('/v1/user/set/updateLoginEmail', { activatekey: new URL(link).searchParams.get('activate') });
    expect(done.body).toEqual({ status: true, email: 'staff.moved@test.example' });
    expect((await login('staff.moved@test.example', 'staff-password-1')).status).toBe(200);
  });

  it('sends each message once however often the sender runs', async () => {
    const sender = mailSenderFor(box.deps);
    await Promise.all([sender.deliverDue(), sender.deliverDue(), sender.deliverDue(Date.now() + 3_600_000)]);
    const perAddress = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.envelopeTo) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(3);
  });
});
