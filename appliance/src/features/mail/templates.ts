import type { MailPurpose } from '../../db/schema';
import type { OutgoingMail } from '../../shared/mail-outbox';

interface MailContext {
  shopName: string;
  to: string;
  link: string;
  /** The account the mail is for. */
  userId: number;
}

const footer = (shopName: string) => [
  '',
  'お心当たりのない場合は、このメールを破棄してください。',
  '',
  '――',
  `${shopName}（スマオーダー）`,
  '※このメールは送信専用です。',
];

function compose(ctx: MailContext, purpose: MailPurpose, subject: string, lines: string[]): OutgoingMail {
  return {
    to: ctx.to,
    userId: ctx.userId,
    purpose,
    subject: `【${ctx.shopName}】${subject}`,
    body: [...lines, '', ctx.link, ...footer(ctx.shopName)].join('\n'),
    link: ctx.link,
  };
}

/** A new account's password-setup invitation. */
export function invitationMail(ctx: MailContext & { username: string }): OutgoingMail {
  return compose(ctx, 'signup', 'パスワード設定のご案内', [
    `${ctx.username || 'ご担当者'} 様`,
    '',
    `${ctx.shopName}の管理画面にアカウントが作成されました。`,
    '以下のリンクを開き、パスワードを設定してください。',
    '（リンクの有効期限は7日間です）',
  ]);
}

/** A password reset asked for on the forgot-password screen. */
export function passwordResetMail(ctx: MailContext): OutgoingMail {
  return compose(ctx, 'reset', 'パスワード再設定のご案内', [
    'パスワード再設定のお申し込みを受け付けました。',
    '以下のリンクを開き、新しいパスワードを設定してください。',
    '（リンクの有効期限は1時間です。期限が切れた場合は、もう一度お申し込みください）',
  ]);
}

/** Sent to the new address: the change takes effect only once this link is opened. */
export function emailChangeMail(ctx: MailContext): OutgoingMail {
  return compose(ctx, 'email', 'メールアドレス変更の確認', [
    'ログイン用メールアドレスの変更を受け付けました。',
    '以下のリンクを開くと、このメールアドレスがログインに使えるようになります。',
    '（リンクの有効期限は24時間です）',
  ]);
}
