import type { ReceiptDocumentKind } from '@contract/receipt-document';

/** Strings of the receipts on the staff screens: the buttons by a bill and the receipt view (/receipt/:id). */
export const receiptsJa = {
  actions: {
    heading: 'レシート・領収書',
    receipt: 'レシート印刷',
    invoice: '領収書',
    slip: 'お会計票',
    view: '画面で表示',
    /** After the box queued it on the receipt printer. */
    printed: (document: string, table: string) => `${table}の${document}を印刷しています。`,
    paidOnly: 'レシート・領収書はお会計の後に発行できます。',
  },

  paid: {
    heading: 'お支払い済み',
    payer: (n: number) => `${n}人目`,
    cash: (tendered: string, change: string) => `お預かり ${tendered}・お釣り ${change}`,
    invoice: '領収書',
    invoiceFor: (payer: string) => `${payer}の領収書`,
  },

  invoiceDialog: {
    title: (table: string) => `${table}の領収書`,
    /** A payer's 領収書 of a split bill: 3番テーブル 2人目（¥3,000）の領収書. */
    payerTitle: (table: string, payer: string, amount: string) => `${table} ${payer}（${amount}）の領収書`,
    payer: '宛名',
    payerHint: '空欄なら「上様」と印字します。',
    proviso: '但し書き',
    provisoPlaceholder: 'お食事代として',
    provisoHint: '空欄なら「お食事代として」と印字します。',
    print: '印刷する',
    view: '画面で表示',
    back: '戻る',
  },

  view: {
    title: (document: string, table: string) => `${table} ${document}`,
    documents: { receipt: 'レシート', invoice: '領収書', slip: 'お会計票' } satisfies Record<ReceiptDocumentKind, string>,
    document: '書類',
    paper: '用紙',
    papers: { '80mm': '80mm', a4: 'A4' },
    print: '印刷',
    back: '戻る',
    loading: '読み込み中…',
    failed: 'お会計の内容を読み込めませんでした。',
    retry: '再読み込み',
    notIssued: 'お会計が済んでいないため、レシート・領収書は表示できません。お会計票をご利用ください。',
    reprint: '再発行',
  },
} as const;
