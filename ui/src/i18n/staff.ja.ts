/** Strings of the staff screens (imported only by them, so other areas' bundles stay small). */
export const staffJa = {
  nav: {
    checkoutList: 'お会計一覧',
    admin: '管理ページTOP',
    orderList: '注文確認画面',
    refresh: '更新',
  },

  live: {
    live: 'リアルタイム更新中',
    connecting: '接続中…',
    down: (seconds: number) => `リアルタイム更新が止まっています。${seconds}秒ごとに自動で更新しています。`,
    reconnect: '再接続する',
  },

  sound: {
    locked: '通知音はまだ鳴りません。画面のどこかを一度タップすると、通知音が鳴るようになります。',
    enable: '通知音をオンにする',
    on: '通知音オン',
  },

  orders: {
    caption: '未会計のテーブルのご注文（新しい順）',
    time: '時刻',
    item: '商品名',
    quantity: '数量',
    table: 'テーブル',
    served: '提供済',
    quantityValue: (n: number) => `×${n}`,
    callTag: '呼び出し',
    servedLabel: (table: string, item: string) => `${table}の${item}を提供済みにする`,
    empty: '※未会計のテーブルのご注文はありません。',
    unserved: (n: number) => `未提供 ${n}品`,
    calls: (n: number) => `呼び出し ${n}件`,
    more: (shown: number, total: number) => `新しい${shown}件を表示しています（全${total}件）。`,
  },

  bill: {
    title: 'お会計のご依頼',
    message: (label: string) => `${label}お会計です。対応お願いします。`,
  },

  /** Read aloud after the chimes (speechSynthesis, where the browser has a Japanese voice). */
  voice: {
    call: (label: string) => `${label}から、スタッフ呼び出しです。`,
    bill: (label: string) => `${label}、お会計です。`,
  },

  checkout: {
    filters: '絞り込み',
    table: 'テーブル',
    allTables: 'すべて',
    state: '状態',
    states: { all: 'すべて', waiting: 'お会計待ち', completed: 'お会計済み' },
    year: '年',
    month: '月',
    day: '日',
    yearValue: (y: number) => `${y}年`,
    monthValue: (m: number) => `${m}月`,
    dayValue: (d: number) => `${d}日`,
    amount: '金額',
    open: '開く',
    openLabel: (table: string) => `${table}のご注文を開く`,
    time: '日時',
    empty: '※該当するお会計はありません。',
    status: { 0: 'ご利用中', 1: 'お会計待ち', 2: 'お会計済み' } as Record<number, string>,
  },

  detail: {
    title: (label: string) => `${label}のご注文`,
    item: '商品名',
    quantity: '数量',
    subtotal: '小計',
    total: '合計',
    markPaid: 'お会計済みにする',
    markWaiting: 'お会計待ちに戻す',
    markedPaid: (label: string) => `${label}をお会計済みにしました。`,
    markedWaiting: (label: string) => `${label}をお会計待ちに戻しました。`,
  },
} as const;
