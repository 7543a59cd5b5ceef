/** Headquarters' error codes, their HTTP status and the Japanese message its owners and the boxes read. */
export const hqErrorCatalog = {
  VALIDATION: { status: 400, message: '入力内容に誤りがあります。' },
  BAD_JSON: { status: 400, message: '入力内容に誤りがあります。' },
  HQ_CODE_INVALID: {
    status: 400,
    message: '登録コードが正しくないか、有効期限が切れています。本部で新しいコードを発行してください。',
  },
  UNAUTHENTICATED: { status: 401, message: 'ログインしていません。ログインしてください。' },
  LOGIN_FAILED: { status: 401, message: 'メールアドレスまたはパスワードが間違っています。' },
  HQ_SIGNATURE_INVALID: { status: 401, message: 'ボックスの署名を確認できませんでした。' },
  HQ_CLOCK_SKEW: { status: 401, message: 'ボックスの時刻が本部の時刻と大きくずれています。' },
  HQ_KEY_REVOKED: { status: 401, message: 'このボックスの本部への登録は解除されています。' },
  CROSS_SITE: { status: 403, message: 'アクセス権限がありません。' },
  NOT_FOUND: { status: 404, message: 'データが見つかりませんでした。' },
  SETUP_DONE: { status: 409, message: '本部は既にセットアップ済みです。ログインしてください。' },
  DUPLICATE_EMAIL: { status: 409, message: '既に登録されているメールアドレスです。' },
  SHOP_ENROLLED: { status: 409, message: 'この店舗のボックスは登録済みです。登録を解除してから新しいコードを発行してください。' },
  /** A batch that does not start right after the last fact HQ holds: the box resends from there. */
  HQ_SEQ_GAP: { status: 409, message: '本部に届いていない記録があります。続きから送り直してください。' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'リクエストが大きすぎます。' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '入力内容に誤りがあります。' },
  RATE_LIMITED: { status: 429, message: '短時間に多くの操作が行われました。しばらくしてから再度お試しください。' },
  INTERNAL: { status: 500, message: '本部でエラーが発生しました。しばらくしてから再度お試しください。' },
} as const satisfies Record<string, { status: number; message: string }>;

export type HqErrorCode = keyof typeof hqErrorCatalog;

export class HqError extends Error {
  constructor(
    readonly code: HqErrorCode,
    readonly extras: { acked?: number; issues?: { path: string; message: string }[] } = {},
  ) {
    super(code);
  }

  get status(): number {
    return hqErrorCatalog[this.code].status;
  }

  body() {
    return { error: { code: this.code, message: hqErrorCatalog[this.code].message, ...this.extras } };
  }
}
