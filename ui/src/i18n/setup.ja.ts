/** Strings of the setup screens (imported only by them, so other areas' bundles stay small). */
export const setupJa = {
  title: '初期設定',
  brandLead: 'はじめにお店の情報とオーナーのアカウントを登録します。3つのステップで終わります。',
  brandNote: 'この画面は最初の一度だけ表示されます。',
  steps: ['お店の情報', 'オーナー', '管理ページ'],
  stepOf: (n: number, total: number) => `ステップ ${n} / ${total}`,

  shop: {
    heading: 'お店と運営会社の情報',
    lead: '店名はタブレットやお客様の画面に表示されます。運営会社の情報は特定商取引法に基づく表記などに使われます。',
    shopName: '店名',
    shopNamePlaceholder: '例：居酒屋 さくら',
    companyName: '運営会社名',
    companyNamePlaceholder: '例：株式会社さくらフーズ',
    representative: '代表者名',
    representativePlaceholder: '例：桜井 太郎',
    address: '所在地',
    addressPlaceholder: '例：東京都新宿区西新宿1-2-3',
    phone: '電話番号',
    phonePlaceholder: '例：03-1234-5678',
    email: '連絡先メールアドレス',
  },

  owner: {
    heading: 'オーナーのアカウント',
    lead: 'すべての管理ができるアカウントです。ログインに使うメールアドレスとパスワードを決めてください。',
    lastName: '姓',
    firstName: '名',
    email: 'ログイン用メールアドレス',
    password: 'パスワード',
    passwordHint: '8文字以上',
    passwordRepeat: 'パスワード（確認）',
  },

  page: {
    heading: '管理ページのパスワード',
    lead: '管理ページ（/admin）を開くときに入力する、お店で共有するパスワードです。オーナーのパスワードとは別のものにしてください。',
    password: '管理ページのパスワード',
    passwordHint: '8文字以上',
    passwordRepeat: '管理ページのパスワード（確認）',
    summary: '登録する内容',
    summaryShop: '店名',
    summaryOwner: 'オーナー',
  },

  next: '次へ',
  back: '戻る',
  submit: 'セットアップを完了する',
  submitting: '登録中',

  errors: {
    required: (label: string) => `${label}を入力してください`,
    tooLong: (label: string, max: number) => `${label}は${max}文字以内で入力してください`,
    phone: '電話番号は半角の数字とハイフンで入力してください',
    repeat: '同じパスワードをもう一度入力してください',
    samePassword: 'オーナーのパスワードとは別のパスワードにしてください',
  },

  noToken: {
    heading: 'セットアップ用のURLを開いてください',
    text: 'ボックスを起動すると、画面（ログ）にセットアップ用のURLとQRコードが表示されます。そのURLをこの端末で開いてください。',
  },
  done: {
    heading: 'セットアップは完了しています',
    text: 'このボックスは既にセットアップ済みです。オーナーのアカウントでログインしてください。',
    login: 'ログイン画面へ',
  },
} as const;
