/**
 * Every error code the API answers with, its HTTP status and the Japanese message shown to people.
 * Messages from SPEC.md section 8 are used character for character; the others were written for
 * cases SPEC.md does not cover. The body is always `{ error: { code, message } }`.
 */
export const errorCatalog = {
  VALIDATION: { status: 400, message: '入力内容に誤りがあります。' },
  BAD_JSON: { status: 400, message: '入力内容に誤りがあります。' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: '注文の送信に失敗しました。再度お試しください。' },
  OPTION_INVALID: { status: 400, message: 'オプションの選択内容に誤りがあります。商品を選び直してください。' },
  EMPTY_CART: { status: 400, message: 'カートが空です。商品を追加してください。' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'パスワードは8文字以上で設定してください' },
  INVALID_ACTIVATE_KEY: {
    status: 400,
    message: 'アクティベートキーが無効です。メールに記載されたリンクから再度お試しください。',
  },
  PAIRING_INVALID: {
    status: 400,
    message: 'QRコードの有効期限が切れているか、既に使用されています。管理ページで新しいQRコードを表示してください。',
  },
  VISIT_CODE_INVALID: {
    status: 400,
    message: 'このQRコードは使えません。お会計済みか、新しいQRコードが発行されています。スタッフにお声がけください。',
  },
  GUEST_NETWORK_FORBIDDEN: {
    status: 403,
    message: 'お客様用のネットワークからは利用できません。店舗スタッフ用のネットワークに接続してください。',
  },
  TABLE_NOT_SEATED: {
    status: 409,
    message: 'このテーブルはまだご案内前です。スタッフにお声がけください。',
  },
  GUEST_OTHER_VISIT: {
    status: 409,
    message: 'このスマホは別のテーブルのご注文に参加しています。このテーブルでご注文の際は、スタッフにお声がけください。',
  },
  HQ_CODE_INVALID: {
    status: 400,
    message: '本部の登録コードが正しくないか、有効期限が切れています。本部で新しいコードを発行してください。',
  },
  /** The address did not lead to a headquarters that answered (the box itself is fine: not a 5xx). */
  HQ_UNREACHABLE: {
    status: 422,
    message: '本部に接続できませんでした。本部のURLとインターネット接続を確認してください。',
  },
  HQ_ALREADY_LINKED: {
    status: 409,
    message: 'このボックスは既に本部に登録されています。登録を解除してから登録し直してください。',
  },
  HQ_NOT_LINKED: { status: 409, message: 'このボックスは本部に登録されていません。' },
  HQ_NO_MENU: { status: 409, message: '適用できる本部のメニューはありません。' },
  TABLE_STOPPED: { status: 400, message: 'このテーブルは停止中です。管理ページでステータスを利用可にしてください。' },
  RESET_EXPIRED: {
    status: 410,
    message: 'パスワード再設定の有効期限が切れています。もう一度パスワード再設定をお申し込みください。',
  },
  UNAUTHENTICATED: { status: 401, message: 'ログインしていません。ログインページへリダイレクトします。' },
  E_USER_NOT_FOUND: { status: 401, message: '入力されたメールアドレスは登録されていません' },
  E_PASSWORD_MISMATCH: { status: 401, message: '入力されたパスワードが間違っています' },
  E_INVALID_AUTH_PASSWORD: { status: 401, message: '入力されたパスワードが間違っています' },
  E_OLD_PASSWORD_MISMATCH: { status: 401, message: '現在のパスワードが一致しないため更新できません。' },
  PAGE_AUTH_REQUIRED: { status: 401, message: 'ページ認証が必要です。' },
  PAGE_AUTH_FAILED: { status: 401, message: 'ページ認証に失敗しました。' },
  DEVICE_NOT_REGISTERED: { status: 401, message: 'このデバイスは登録されていません。管理ページで登録してください。' },
  CORRECTION_NEEDS_AUTHORITY: {
    status: 403,
    message: '提供済みまたはお会計中の注文の取消には、責任者の権限またはページパスワードが必要です。',
  },
  DISCOUNT_NEEDS_AUTHORITY: { status: 403, message: '割引には、責任者の権限またはページパスワードが必要です。' },
  FORBIDDEN: { status: 403, message: 'アクセス権限がありません。トップページへリダイレクトします。' },
  SETUP_TOKEN_INVALID: {
    status: 403,
    message: 'セットアップ用のURLが正しくありません。ボックスの画面に表示されたURLを開き直してください。',
  },
  CROSS_SITE: { status: 403, message: 'アクセス権限がありません。トップページへリダイレクトします。' },
  NOT_FOUND: { status: 404, message: 'データが見つかりませんでした。' },
  USER_NOT_FOUND: { status: 404, message: 'ユーザが見つかりませんでした。' },
  DUPLICATE_MENU_NAME: { status: 409, message: 'メニュー名(管理)が重複しています。' },
  DUPLICATE_ITEM_NAME: { status: 409, message: '商品名(管理)が重複しています。' },
  DUPLICATE_OPTION_GROUP_NAME: { status: 409, message: 'オプション名(管理)が重複しています。' },
  DUPLICATE_EMAIL: { status: 409, message: '既に登録されているメールアドレスです。' },
  DUPLICATE_TABLE_NAME: { status: 409, message: 'テーブル名(管理)が重複しています。' },
  DUPLICATE_STATION_NAME: { status: 409, message: 'ステーション名が重複しています。' },
  DUPLICATE_PRINTER_NAME: { status: 409, message: 'プリンター名が重複しています。' },
  DUPLICATE_DEVICE: {
    status: 409,
    message: '登録デバイスが重複しています。別デバイスでログイン後、再度登録してください。',
  },
  SETUP_DONE: { status: 409, message: 'このボックスは既にセットアップ済みです。ログインしてください。' },
  ITEM_UNAVAILABLE: { status: 409, message: '販売停止中の商品が含まれています。カートを確認してください。' },
  OPTION_UNAVAILABLE: { status: 409, message: '品切れのオプションが含まれています。カートを確認してください。' },
  PAYMENT_MISMATCH: { status: 409, message: 'お支払いの合計がご請求額と一致しません。金額を確認してください。' },
  DISCOUNT_TOO_LARGE: { status: 409, message: '割引額がお会計の金額を超えています。' },
  DAY_CLOSED: { status: 409, message: '締め済みの営業日のお会計は変更できません。' },
  DAY_HAS_OPEN_BILLS: { status: 409, message: '未会計のテーブルがあります。お会計を済ませてから締めてください。' },
  INVALID_INVOICE_NUMBER: { status: 400, message: '登録番号は「T」と13桁の数字で入力してください。' },
  RECEIPT_NOT_ISSUED: { status: 409, message: 'お会計が済んでいないため、レシートを発行できません。' },
  NO_RECEIPT_PRINTER: { status: 409, message: 'レシートプリンターが設定されていません。' },
  PLAN_LAST_ORDER: { status: 409, message: 'ラストオーダーの時間を過ぎたため、放題の商品はご注文いただけません。' },
  PLAN_ENDED: { status: 409, message: '放題の時間が終了したため、こちらの商品はご注文いただけません。' },
  PLAN_STAFF_ONLY: { status: 409, message: 'こちらはスタッフにお申し付けください。' },
  PLAN_TAKERS_OVER: { status: 409, message: 'プランのご利用人数がご来店人数を超えています。人数をご確認ください。' },
  PLAN_NOT_RUNNING: { status: 409, message: '延長できる時間制のプランがありません。' },
  SESSION_NOT_OPEN: { status: 409, message: 'お会計のお手続き中のため注文できません。スタッフをお呼びください。' },
  INVALID_TRANSITION: { status: 409, message: 'ステータスの更新に失敗しました。' },
  TABLE_BUSY: { status: 409, message: 'このテーブルは別のお客様が利用中です。' },
  SESSION_CLOSED: { status: 409, message: 'お会計済みの注文は変更できません。お会計待ちに戻してから操作してください。' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: '注文の送信に失敗しました。再度お試しください。' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'この操作には対応していません。' },
  RELEASE_NO_KEY: {
    status: 409,
    message: '販売店の公開鍵が設定されていないため、このボックスはアップデートできません。販売店にお問い合わせください。',
  },
  UPGRADE_UNAVAILABLE: {
    status: 409,
    message: 'このボックスはアップデートに対応した起動方法で動いていません。販売店にお問い合わせください。',
  },
  UPGRADE_IN_PROGRESS: { status: 409, message: 'アップデートの処理中です。しばらくしてから画面を開き直してください。' },
  RELEASE_SAME_VERSION: { status: 409, message: 'このバージョンは既に動いています。' },
  RELEASE_DOWNGRADE: {
    status: 409,
    message: '今のバージョンより古いリリースは入れられません。新しいリリースを販売店から受け取ってください。',
  },
  RELEASE_NEEDS_NEWER_BOX: {
    status: 409,
    message: 'このリリースを入れる前に、間のバージョンへのアップデートが必要です。販売店にお問い合わせください。',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'ファイルサイズの上限は2MBまでです。再度インプットしてください。' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '入力内容に誤りがあります。' },
  INVALID_IMAGE: { status: 422, message: '不正な画像形式です。' },
  RELEASE_INVALID: { status: 422, message: 'アップデートファイルとして読み込めませんでした。ファイルを確認してください。' },
  RELEASE_SIGNATURE_INVALID: {
    status: 422,
    message: '署名を確認できないため、このファイルは使えません。販売店から受け取った正規のファイルか確認してください。',
  },
  RELEASE_WRONG_ARCH: { status: 422, message: 'このボックスの機種向けのファイルではありません。' },
  E_USER_BANNED: {
    status: 423,
    message:
      'パスワードを5回間違えたため、{time}までログインが制限されています。制限を解除したい場合は運営まで連絡してください。',
  },
  HEADERS_TOO_LARGE: { status: 431, message: 'リクエストが大きすぎます。' },
  RATE_LIMITED: { status: 429, message: '短時間に多くの操作が行われました。しばらくしてから再度お試しください。' },
  /** The box is saturated for the moment (overload-guard.ts): nothing was done, send it again after Retry-After. */
  BUSY: { status: 503, message: 'ただいま混み合っています。しばらくしてから再度お試しください。' },
  UPGRADE_NO_SPACE: { status: 507, message: '空き容量が足りないため、アップデートできません。' },
  /** A write failed (or would fail) because the data dir's card is full: nothing of it was written. */
  DISK_FULL: { status: 507, message: 'ただいま注文を受け付けられません。お手数ですがスタッフをお呼びください。' },
  IMAGE_NO_SPACE: { status: 507, message: '空き容量が足りないため、画像を保存できませんでした。' },
  /** clock.set with a time before the latest time the box has written (or its release's build date). */
  CLOCK_BEFORE_FLOOR: {
    status: 409,
    message: '端末の時刻が、スマオーダー本体に記録済みの最後の時刻より前です。端末の時刻を確認してください。',
  },
  /** clock.set with a time years after anything the box knows. */
  CLOCK_TOO_FAR: { status: 409, message: '端末の時刻が先すぎます。端末の時刻を確認してください。' },
  INTERNAL: { status: 500, message: 'エラーが発生しました。' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** The body of every error response. Extra fields appear only where a screen needs them. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Validation failures: which fields and why (English, for developers). */
    issues?: { path: string; message: string }[];
    /** E_USER_BANNED: when the lock ends (ms since the epoch). */
    unbannedTime?: number;
    /**
     * ITEM_UNAVAILABLE: the cart's item ids that are unknown, stopped or in a stopped menu; the
     * PLAN_* refusals: the item ids refused.
     */
    itemIds?: number[];
    /** USER_NOT_FOUND: SPEC.md's email-change screen reads this flag. */
    notFound?: true;
    /** DUPLICATE_EMAIL: SPEC.md's email-change screen reads this flag. */
    duplicate?: true;
    /** RESET_EXPIRED: SPEC.md's reset screen reads this flag. */
    expired?: true;
  };
  /** Duplicate on create/update: SPEC.md's clients read `exists`. */
  exists?: true;
}

/** Fills SPEC.md's ban message with the shop-local time the lock ends. */
export function bannedMessage(unbannedTime: number, timeZone: string): string {
  const time = new Intl.DateTimeFormat('ja-JP', {
    timeZone,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(unbannedTime));
  return errorCatalog.E_USER_BANNED.message.replace('{time}', time);
}
