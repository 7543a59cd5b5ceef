/**
 * The Japanese strings every area shares (app.ts is their catalog). SPEC.md's Japanese is used
 * character for character; the rest was written for cases SPEC.md leaves open. Messages of failed
 * calls are in errors.ja.ts.
 */
export const ja = {
  app: {
    title: 'スマオーダー',
    subtitle: '飲食店向け店内注文システム',
  },

  titles: {
    home: 'トップ',
    menu: 'メニュー',
    staffCalled: 'スタッフ呼び出し',
    checkoutConfirm: 'お会計確認',
    checkout: 'お会計完了',
    checkoutList: 'お会計一覧',
    orderComplete: 'ご注文完了',
    orderList: '注文確認画面',
    login: 'ログイン',
    logout: 'ログアウト',
    signupPassword: 'パスワード登録',
    forgotPassword: 'パスワードをお忘れの方',
    resetPassword: 'パスワード再設定',
    editEmail: 'メールアドレス変更',
    editEmailUpdated: 'メールアドレス変更完了',
    editPassword: 'パスワード変更',
    editProfile: 'プロフィール編集',
    admin: '管理ページTOP',
    adminMenuItems: '商品管理',
    adminMenus: 'メニュー管理',
    adminUsers: 'ユーザー管理',
    adminAdminUsers: '管理者管理',
    adminTablets: 'デバイス管理',
    adminStations: 'ステーション管理',
    adminOptionGroups: 'オプション管理',
    adminPrinters: 'プリンター管理',
    adminUpgrades: 'ソフトウェア更新',
    tokushohou: '特定商取引法に基づく表記',
    terms: '利用規約',
    policy: 'プライバシーポリシー',
    pair: 'タブレットの登録',
    notFound: 'ページが見つかりません',
  },

  common: {
    loading: '読み込み中',
    close: '閉じる',
    ok: 'OK',
    cancel: 'キャンセル',
    back: '戻る',
    backToTop: 'トップへ戻る',
    reload: '再読み込み',
    placeholder: 'この画面は準備中です。',
    notFound: 'お探しのページは見つかりませんでした。',
    crashed: 'エラーが発生しました。',
    crashedHint: '画面を再読み込みしてください。',
  },

  validation: {
    emailRequired: 'メールアドレスを入力してください',
    emailFormat: '正しいメールアドレスの形式で入力してください',
    passwordRequired: 'パスワードを入力してください',
    passwordMin: 'パスワードは8文字以上で設定してください',
    passwordRepeat: '新しいパスワードと同一のパスワードを入力してください。',
  },

  login: {
    heading: 'ログイン',
    lead: 'スタッフ・管理者用のログインです。',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    submitting: 'ログイン中',
    forgot: 'パスワードをお忘れの方はこちら',
    notices: {
      isRegist: 'パスワードを登録しました。設定したパスワードでログインしてください。',
      isResetPass: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
      expired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    },
  },

  welcome: {
    greeting: 'いらっしゃいませ！',
    lead: 'この端末からご注文いただけます。',
    start: 'メニューを見る',
  },

  footer: {
    policy: 'プライバシーポリシー',
    terms: '利用規約',
    adminLogin: '管理者ログイン',
  },

  /** Alerts of SPEC.md sections 5, 6 and 8 that the screens raise themselves. */
  alerts: {
    forbidden: 'アクセス権限がありません。トップページへリダイレクトします。',
    pageAuthFailed: 'ページ認証に失敗しました。',
    pageAuthPrompt: '管理ページのパスワードを入力してください。',
    loginRequired: 'この ページを閲覧するにはログインしている必要があります。',
    notLoggedIn: 'ログインしていません。ログインページへリダイレクトします。',
    deviceNotRegistered: 'このデバイスは登録されていません。管理ページで登録してください。',
    deviceMismatch: '登録されたデバイス本体からログインして、更新してください。',
    duplicateDevice: '登録デバイスが重複しています。別デバイスでログイン後、再度登録してください。',
    emptyCart: 'カートが空です。商品を追加してください。',
    iconTooLarge: 'ファイルサイズの上限は2MBまでです。再度インプットしてください。',
    listFailed: 'エラーが発生しました。',
    statusUpdateFailed: 'ステータスの更新に失敗しました。',
    iconUploadFailed: 'プロフィール画像のアップロードに失敗しました。',
    userNotFound: 'ユーザが見つかりませんでした。',
    unknownTable: '不明な卓',
  },

  /** Success messages of SPEC.md section 8. */
  success: {
    menuCreated: 'メニューを登録しました。',
    menuUpdated: 'メニュー情報を更新しました。',
    adminUpdated: '管理者情報を更新しました。',
    profileUpdated: 'プロフィールを更新しました。',
    itemCreated: '商品を登録しました。',
    itemUpdated: '商品情報を更新しました。',
    deviceCreated: 'デバイスを登録しました。',
    deviceUpdated: 'デバイス情報を更新しました。',
    passwordMailSent: '入力されたメールアドレスにパスワード設定用のメールを送信しました。',
  },
} as const;
