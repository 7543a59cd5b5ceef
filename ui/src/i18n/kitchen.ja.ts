/** Strings of the kitchen display (imported only by it, so other areas' bundles stay small). */
export const kitchenJa = {
  title: 'キッチンディスプレイ',
  pageTitle: (station: string) => `キッチンディスプレイ（${station}）`,
  expoTitle: '提供待ち',

  nav: {
    cards: '調理',
    expo: '提供待ち',
    changeStation: 'ステーション変更',
  },

  live: {
    live: 'リアルタイム更新中',
    connecting: '接続中…',
    down: (seconds: number) => `リアルタイム更新が止まっています。${seconds}秒ごとに自動で更新しています。`,
    reconnect: '再接続する',
  },

  sound: {
    locked: '通知音はまだ鳴りません。画面のどこかを一度タップすると、新しい注文と取消の音が鳴るようになります。',
    enable: '通知音をオンにする',
    on: '通知音オン',
  },

  station: {
    choose: 'ステーションを選択',
    chooseHint: 'この端末で表示するステーションを選んでください。選んだステーションはこの端末に記憶されます。',
    none: 'ステーションが登録されていません。管理ページでステーションを登録し、メニューの振り分け先を設定してください。',
    current: '表示中',
    minutes: (warn: number, late: number) => `${warn}分で黄色、${late}分で赤`,
  },

  cards: {
    open: (n: number) => `未完了 ${n}件`,
    lines: (n: number) => `残り ${n}品`,
    empty: '調理待ちの注文はありません。',
    kind: { new: '新規', added: '追加' } as Record<'new' | 'added', string>,
    cancelMark: '取消あり',
    orderedAt: (clock: string) => `${clock} 注文`,
    elapsed: (minutes: number) => `経過 ${minutes}分`,
    age: { normal: '', warn: '注意', late: '遅れ' } as Record<'normal' | 'warn' | 'late', string>,
    quantity: (n: number) => `×${n}`,
    bumpCard: '完了',
    bumpCardLabel: (table: string) => `${table}の注文をすべて完了にする`,
    lineState: {
      ordered: '',
      ready: '完了',
      served: '提供済',
      cancelled: '取消',
      cancelSeen: '取消',
    } as Record<'ordered' | 'ready' | 'served' | 'cancelled' | 'cancelSeen', string>,
    bumpLine: (item: string) => `${item}を完了にする`,
    /** A line's note for the kitchen. */
    note: (note: string) => `※ ${note}`,
    recallLine: (item: string) => `${item}の完了を取り消す`,
    confirmCancel: (item: string) => `${item}の取消を確認する`,
    confirmHint: 'タップで確認',
    recall: '元に戻す',
    recallWhat: (table: string) => `元に戻す（${table}）`,
    recalled: (table: string) => `${table}を元に戻しました。`,
    recallNothing: '元に戻せる品がありません（提供済みの可能性があります）。',
  },

  expo: {
    empty: '提供待ちの品はありません。',
    tables: (n: number) => `提供待ち ${n}卓`,
    readySince: (minutes: number) => (minutes === 0 ? 'できたて' : `完成から${minutes}分`),
    serve: '提供済',
    serveLine: (table: string, item: string) => `${table}の${item}を提供済みにする`,
    serveAll: 'すべて提供済',
    serveAllLabel: (table: string) => `${table}の提供待ちをすべて提供済みにする`,
  },

  /** Read aloud after the cancel buzz (speechSynthesis, where the browser has a Japanese voice). */
  voice: {
    cancel: (table: string) => `${table}、取消があります。`,
  },

  failures: {
    bump: '完了にできませんでした。もう一度お試しください。',
    recall: '元に戻せませんでした。もう一度お試しください。',
  },
} as const;
