/**
 * Strings of the diner screens (imported only by them, so other areas' bundles stay small).
 * SPEC.md's Japanese is used character for character; the rest was written for cases it leaves open.
 * A text given as a list of phrases is one text: joined, it reads as SPEC.md has it; a narrow
 * screen wraps it only between the phrases (Japanese has no spaces to break at).
 */
export const dinerJa = {
  topBar: {
    table: 'テーブル',
    staffCall: 'スタッフ呼び出し',
    history: '注文履歴',
    checkout: 'お会計する',
  },

  menu: {
    tabs: 'メニューのジャンル',
    soldOut: '売り切れ',
    taxIncluded: '税込',
    /** After a price, in the locale's own brackets: '（税込）', ' (tax incl.)'. */
    taxIncludedNote: '（税込）',
    taxExcluded: '税抜',
    planFree: '飲み放題・プラン対象',
    empty: 'このジャンルには、ただいまお出しできる商品がありません。',
    loadFailed: 'メニューを読み込めませんでした。通信状況をご確認のうえ、もう一度お試しください。',
    retry: 'もう一度読み込む',
    billRequested: 'お会計のお手続き中です。追加のご注文はできません。スタッフ呼び出しはご利用いただけます。',
    staffCallUnavailable: 'スタッフ呼び出しは現在ご利用いただけません。お近くのスタッフにお声がけください。',
    pagination: 'ページ',
    previous: '前のページ',
    next: '次のページ',
    pageN: (n: number) => `${n}ページ目`,
  },

  detail: {
    quantity: '数量',
    decrease: '1つ減らす',
    increase: '1つ増やす',
    add: 'カートに追加',
    back: '戻る',
    subtotal: '小計（税込）',
  },

  options: {
    required: '必須',
    optional: '任意',
    upTo: (n: number) => `${n}つまで`,
    soldOut: '品切れ',
    /** Under the add button while a required group is unpicked. */
    missing: (label: string) => `${label}を選択してください`,
    noteField: '備考（ネギ抜きなど）',
    notePlaceholder: '例: ネギ抜き',
    noteCount: (n: number, max: number) => `${n}/${max}`,
    noteLabel: '備考:',
  },

  cart: {
    title: 'カート',
    total: '合計（税込）',
    items: (n: number) => `${n}点`,
    order: '注文確定',
    decrease: (label: string) => `${label}を1つ減らす`,
    increase: (label: string) => `${label}を1つ増やす`,
    unavailable: '売り切れのため注文できません。カートから削除してください。',
    /** A line whose choice sold out or changed since it was added. */
    optionUnavailable: '選んだオプションが品切れか変更されました。カートから削除して選び直してください。',
    remove: '削除',
    open: 'カートを見る',
    close: 'カートを閉じる',
  },

  confirm: {
    orderTitle: 'ご注文の確認',
    orderLead: 'こちらの内容で注文しますか？',
    orderSubmit: '注文する',
    staffCallTitle: 'スタッフ呼び出し',
    staffCallLead: 'スタッフをお呼びしますか？',
    staffCallSubmit: '呼び出す',
    checkoutTitle: 'お会計の依頼',
    checkoutLead: 'スタッフにお会計を依頼しますか？依頼すると、追加のご注文はできなくなります。',
    checkoutSubmit: ['お会計を', '依頼する'],
    cancel: 'キャンセル',
  },

  staffCall: {
    /** Over the service genre's items (おしぼり, 取り皿 ...): a call may bring something along. */
    pick: 'お持ちするものがあれば、数をお選びください（任意）',
    plain: 'お選びがなければ、スタッフがお席に伺います。',
    decrease: (label: string) => `${label}を1つ減らす`,
    increase: (label: string) => `${label}を1つ増やす`,
  },

  history: {
    title: '注文履歴',
    caption: 'この席でのご注文',
    quantity: (n: number) => `× ${n}`,
    states: {
      ordered: '注文済み',
      ready: '調理完了',
      served: '提供済み',
      cancelled: '取消',
    },
    cancelledNote: '取消の商品は合計に含まれません。',
    empty: 'まだご注文はありません。',
    total: '合計（税込）',
    loadFailed: '注文履歴を読み込めませんでした。通信状況をご確認ください。',
  },

  sending: {
    sending: '送信しています…',
    failed: '通信に失敗しました。ご注文はまだ届いていません。カートはそのまま残っています。',
    retrying: (seconds: number) => `${seconds}秒後に自動で再送します。`,
    retryNow: '今すぐ再送する',
    pendingOrder: '未送信のご注文があります。通信が戻りしだい、同じご注文を一度だけ送信します。',
    pendingStaffCall: 'スタッフ呼び出しを送信しています。',
  },

  orderComplete: {
    heading: ['ご注文', 'ありがとう', 'ございます'],
    lead: 'できあがり次第、お席までお持ちします。',
    back: 'メニューに戻る',
  },

  staffCalled: {
    heading: ['スタッフを', 'お呼び', 'しました'],
    lead: 'しばらくお待ちください',
    back: 'メニューに戻る',
  },

  checkoutConfirm: {
    heading: 'お会計確認',
    lead: 'ご注文の内容をご確認ください。',
    caption: 'ご注文履歴',
    name: '商品名',
    quantity: '数量',
    served: '提供',
    servedMark: '済',
    subtotal: '小計',
    total: '合計（税込）',
    back: '戻る',
    /** SPEC.md's exact button text; the line under it says that it asks for the bill, not pays it. */
    submit: ['お会計を', '確定する'],
    submitNote: 'スタッフにお会計を依頼します。お支払いはこのあとレジでお願いします。',
    empty: 'まだご注文はありません。',
    loadFailed: 'ご注文履歴を読み込めませんでした。通信状況をご確認ください。',
    submitFailed: 'お会計を依頼できませんでした。通信状況をご確認のうえ、もう一度お試しください。',
  },

  checkout: {
    /** Two sentences, each on its own line: 'ご来店ありがとうございました！ レジにお進みください'. */
    heading: [
      ['ご来店', 'ありがとう', 'ございました！'],
      ['レジに', 'お進み', 'ください'],
    ],
    back: 'トップへ戻る',
    amountLabel: 'お会計金額',
    taxIncluded: '（税込）',
  },

  pair: {
    claiming: 'タブレットを登録しています…',
    done: (label: string) => `このタブレットを「${label}」に登録しました。`,
    doneLead: 'まもなくトップ画面に移ります。',
    start: 'はじめる',
    missingToken: 'QRコードの読み取りに失敗しました。管理ページで表示されたQRコードをもう一度読み取ってください。',
    failed: 'タブレットを登録できませんでした。',
    toTop: 'トップへ戻る',
  },

  guest: {
    wifiStep: '① Wi-Fiに接続',
    menuStep: '② メニューを開く',
    wifiAlt: 'お客様用Wi-Fiに接続するQRコード',
    scanPrompt: 'ようこそ。テーブルのQRコード（スタッフがお持ちします）を読み取ると、メニューが開きます。',
    joining: 'テーブルのメニューを開いています…',
    failed: 'ご注文画面を開けませんでした。',
    missingToken: 'QRコードの読み取りに失敗しました。もう一度読み取ってください。',
    ended:
      'このスマホでのご注文は終了しました。ご来店ありがとうございました。続けてご注文の際は、スタッフに新しいQRコードをお申し付けください。',
    phoneButton: 'スマホで注文',
    qrTitle: 'お手持ちのスマホで注文',
    qrLead: 'スマホのカメラで読み取ると、このテーブルのメニューが開きます。ご注文はこのテーブルのお会計にまとまります。',
    qrAlt: 'このテーブルの注文用QRコード',
  },

  preview: {
    title: 'メニューのプレビュー',
    banner: 'プレビュー（注文はできません）',
    lead: 'お客様のタブレットに表示されるメニューです。',
    back: '管理ページへ戻る',
  },

  device: {
    adminLogin: '管理者ログイン',
  },

  offline: {
    banner: '通信が切れています。再接続しています…',
  },

  /** Time-limited plans (飲み放題): the countdown under the top bar, the banners, the party's count. */
  plans: {
    remaining: (minutes: number) => `残り${minutes}分`,
    lastOrderAt: (time: string) => `L.O. ${time}`,
    endsAt: (time: string) => `終了 ${time}`,
    nearLastOrder: (minutes: number) => `ラストオーダーまで あと${minutes}分`,
    afterLastOrder: 'ラストオーダーを過ぎました',
    ended: '終了しました',
    warnTitle: 'まもなくラストオーダーです',
    warnBody: (label: string, time: string) => [
      `「${label}」の`,
      `ラストオーダーは`,
      `${time}です。`,
      'ご注文はお早めにどうぞ。',
    ],
    lastOrderTitle: 'ラストオーダーの時間になりました',
    lastOrderBody: (label: string) => [
      `「${label}」の`,
      'ご注文は',
      '締め切りました。',
      'そのほかのメニューは',
      '引き続きご注文いただけます。',
    ],
    ok: 'OK',
    takers: 'ご利用人数',
    takersOfParty: (guests: number) => `ご来店 ${guests}名様`,
    staffOnly: 'こちらはスタッフにお申し付けください。',
    lastOrderPassed: 'ラストオーダーの時間を過ぎたため、放題の商品はご注文いただけません。',
    endedRefused: '放題の時間が終了したため、こちらの商品はご注文いただけません。',
  },

  welcome: {
    guestsTitle: '人数を入力してください',
    adults: '大人',
    children: '子供',
    guests: '人数',
    unit: '名',
    fewer: (who: string) => `${who}を1名減らす`,
    more: (who: string) => `${who}を1名増やす`,
    coverNote: (label: string, price: string, adultsOnly: boolean) =>
      `${label}代として、${adultsOnly ? '大人' : ''}お一人様${price}（税込）を頂戴しております。`,
  },

  /** The language switch of the welcome screen and the menu's top bar (its name, for screen readers). */
  language: {
    label: '言語 (Language)',
  },

  /**
   * Voice lines spoken after the chimes where the browser has a Japanese voice. Spoken in Japanese
   * in every locale (the shop's own voice): the other locales' files leave them out on purpose.
   */
  voice: {
    thanksOrder: 'ご注文ありがとうございます',
    thanksVisit: 'ご来店ありがとうございました',
  },
} as const;
