/**
 * Messages of failed calls, by key; error-messages.ts maps the box's error codes to these keys.
 * The texts are the box's own (appliance/src/contract/errors.ts) word for word, a test keeps them
 * equal: Japanese screens show the message the box sent, and other locales translate these keys.
 */
export const errorsJa = {
  /** The box answered without the error envelope, or something else failed. */
  generic: 'エラーが発生しました。',
  /** The box was not reached. */
  network: 'ネットワークエラーが発生しました。インターネット接続を確認してください。',

  invalidInput: '入力内容に誤りがあります。',
  orderSendFailed: '注文の送信に失敗しました。再度お試しください。',
  emptyCart: 'カートが空です。商品を追加してください。',
  passwordTooShort: 'パスワードは8文字以上で設定してください',
  invalidActivateKey: 'アクティベートキーが無効です。メールに記載されたリンクから再度お試しください。',
  pairingInvalid: 'QRコードの有効期限が切れているか、既に使用されています。管理ページで新しいQRコードを表示してください。',
  tableStopped: 'このテーブルは停止中です。管理ページでステータスを利用可にしてください。',
  resetExpired: 'パスワード再設定の有効期限が切れています。もう一度パスワード再設定をお申し込みください。',
  notLoggedIn: 'ログインしていません。ログインページへリダイレクトします。',
  emailNotRegistered: '入力されたメールアドレスは登録されていません',
  wrongPassword: '入力されたパスワードが間違っています',
  oldPasswordMismatch: '現在のパスワードが一致しないため更新できません。',
  pageAuthRequired: 'ページ認証が必要です。',
  pageAuthFailed: 'ページ認証に失敗しました。',
  deviceNotRegistered: 'このデバイスは登録されていません。管理ページで登録してください。',
  forbidden: 'アクセス権限がありません。トップページへリダイレクトします。',
  setupTokenInvalid: 'セットアップ用のURLが正しくありません。ボックスの画面に表示されたURLを開き直してください。',
  notFound: 'データが見つかりませんでした。',
  userNotFound: 'ユーザが見つかりませんでした。',
  duplicateMenuName: 'メニュー名(管理)が重複しています。',
  duplicateItemName: '商品名(管理)が重複しています。',
  duplicateOptionGroupName: 'オプション名(管理)が重複しています。',
  duplicateEmail: '既に登録されているメールアドレスです。',
  duplicateTableName: 'テーブル名(管理)が重複しています。',
  duplicateStationName: 'ステーション名が重複しています。',
  duplicatePrinterName: 'プリンター名が重複しています。',
  duplicateDevice: '登録デバイスが重複しています。別デバイスでログイン後、再度登録してください。',
  setupDone: 'このボックスは既にセットアップ済みです。ログインしてください。',
  itemUnavailable: '販売停止中の商品が含まれています。カートを確認してください。',
  optionUnavailable: '品切れのオプションが含まれています。カートを確認してください。',
  optionInvalid: 'オプションの選択内容に誤りがあります。商品を選び直してください。',
  sessionNotOpen: 'お会計のお手続き中のため注文できません。スタッフをお呼びください。',
  statusUpdateFailed: 'ステータスの更新に失敗しました。',
  tableBusy: 'このテーブルは別のお客様が利用中です。',
  sessionClosed: 'お会計済みの注文は変更できません。お会計待ちに戻してから操作してください。',
  correctionNeedsAuthority: '提供済みまたはお会計中の注文の取消には、責任者の権限またはページパスワードが必要です。',
  methodNotAllowed: 'この操作には対応していません。',
  fileTooLarge: 'ファイルサイズの上限は2MBまでです。再度インプットしてください。',
  invalidImage: '不正な画像形式です。',
  requestTooLarge: 'リクエストが大きすぎます。',
  rateLimited: '短時間に多くの操作が行われました。しばらくしてから再度お試しください。',
} as const;
