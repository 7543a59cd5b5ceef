import type { PrinterState, PrintJob } from '@contract/printers';

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

  /** The order list (/order-list): one block per table, the most urgent first. */
  board: {
    label: '未提供のご注文（テーブル別、待ち時間の長い順）',
    unserved: (n: number) => `未提供 ${n}品`,
    ready: (n: number) => `調理完了 ${n}品`,
    calls: (n: number) => `呼び出し ${n}件`,
    bills: (n: number) => `お会計 ${n}卓`,
    empty: '※未提供のご注文はありません。',
    emptyStation: (station: string) => `※${station}の未提供のご注文はありません。`,
    more: (loaded: number, total: number) => `古い順に${loaded}件を表示しています（未提供 全${total}件）。`,
  },

  boardFilter: {
    stations: 'ステーション',
    all: 'すべて',
    showServed: '提供済み・取消も表示',
  },

  tableBlock: {
    bill: 'お会計',
    call: '呼び出し',
    waitedLongest: (minutes: number) => `最長${minutes}分`,
    detail: '伝票',
    detailLabel: (table: string) => `${table}の伝票を開く`,
    nothingLeft: '未提供の品はありません',
    showMore: (n: number) => `ほか${n}件を表示`,
    showLess: '閉じる',
  },

  boardLine: {
    minutes: (n: number) => `${n}分`,
    minutesLabel: (n: number) => `注文から${n}分`,
    quantity: (n: number) => `×${n}`,
    ready: '調理完了',
    call: '呼び出し',
    staffEntered: 'スタッフ入力',
    served: '提供済',
    cancelled: '取消',
    fromTable: (table: string) => `${table}から`,
    servedLabel: (table: string, item: string) => `${table}の${item}を提供済みにする`,
    cancel: '取消',
    cancelLabel: (table: string, item: string) => `${table}の${item}を取消する`,
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

  printers: {
    label: 'プリンターの状態',
    trouble: (name: string, state: string) => `プリンター「${name}」: ${state}`,
    states: {
      unknown: '確認中',
      online: 'オンライン',
      offline: 'オフライン',
      paperOut: '用紙切れ',
      coverOpen: 'カバーが開いています',
    } satisfies Record<PrinterState, string>,
    nearEnd: '用紙残りわずか',
    since: (time: string) => `${time}から`,
    hints: {
      offline: '電源とLANケーブルを確認してください。',
      paperOut: 'ロール紙を交換してください。',
      coverOpen: 'カバーを閉じてください。',
      nearEnd: '早めにロール紙を交換してください。',
    },
    backup: (name: string) => `伝票は予備「${name}」で印刷されます。`,
    held: (n: number) => `保留中の伝票 ${n}枚`,
    open: '確認する',
  },

  held: {
    title: '保留中の伝票',
    lead: '長く印刷できなかった伝票です。必要なものだけ印刷し、不要なもの（もう作った・提供済み）は破棄してください。',
    listLabel: '保留中の伝票一覧',
    empty: '保留中の伝票はありません。',
    release: '印刷する',
    drop: '破棄する',
    releaseAll: 'すべて印刷する',
    dropAll: 'すべて破棄する',
    dropAllConfirm: (n: number) => `${n}枚を破棄します。よろしいですか？`,
    released: (n: number) => `${n}枚の伝票を印刷に回しました。`,
    dropped: (n: number) => `${n}枚の伝票を破棄しました。`,
    kinds: { order: '注文', cancel: '取消', test: 'テスト印刷' } satisfies Record<PrintJob['kind'], string>,
    printerGone: 'プリンター削除済み',
    showTicket: '伝票を表示',
    ticketOf: (what: string) => `${what}の伝票`,
    cancel: 'キャンセル',
  },
} as const;
