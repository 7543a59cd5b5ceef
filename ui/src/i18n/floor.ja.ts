import { LANGUAGES, perTranslatedLanguage } from '@contract/languages';

/** Strings the staff screens, the handy and the kitchen display share (Japanese only, as staff screens are). */
export const floorJa = {
  /** The 品切れ switch of an item (SoldOutSwitch): every tablet at once. */
  soldOut: {
    // A verb, not 品切れ alone: beside every line it read as the line's state (an outside review).
    stop: '品切れにする',
    resume: '販売再開',
    undo: '元に戻す',
    undoLabel: (item: string) => `元に戻す（${item}を販売再開）`,
    // The action first: a tile's own button is named by the item, and the two must not share a start.
    stopLabel: (item: string) => `品切れにする（${item}）`,
    resumeLabel: (item: string) => `販売再開（${item}）`,
    stopped: (item: string) => `${item}を品切れにしました。全テーブルで注文できなくなります。`,
    resumed: (item: string) => `${item}の販売を再開しました。`,
    failed: '品切れの切り替えに失敗しました。もう一度お試しください。',
  },
  /** The visit's QR code for guests' own phones (issue 35): handy, bill, floor. */
  visitQr: {
    open: 'スマホ注文QR',
    title: 'お客様のスマホで注文',
    lead: (table: string) =>
      `${table}のお客様に読み取っていただくと、お手持ちのスマホで注文できます。注文はこのテーブルのお会計にまとまります。`,
    alt: (table: string) => `${table}の注文用QRコード`,
    phones: (n: number) => `参加中のスマホ: ${n}台`,
    wifiStep: '① Wi-Fiに接続',
    menuStep: '② メニューを開く',
    wifiAlt: 'お客様用Wi-Fiに接続するQRコード',
    reissue: 'QRコードを再発行',
    reissueLead: '再発行すると、今のQRコードと、それで参加したスマホからは注文できなくなります。',
    reissued: 'QRコードを再発行しました。お客様にもう一度読み取っていただいてください。',
    close: '閉じる',
  },
  guestLanguage: {
    // 英語, 中国語(簡体), ... by language code: each language's Japanese name (contract/languages.ts).
    ...perTranslatedLanguage((language) => LANGUAGES[language].japaneseName),
    /** Read out by screen readers before the language: the guests read the tablet in it. */
    prefix: 'お客様の言語:',
    label: (language: string) => `お客様の言語: ${language}`,
  },
};
