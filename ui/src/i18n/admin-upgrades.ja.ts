/** The admin strings of ソフトウェア更新 (/admin/upgrades). */
export const adminUpgradesJa = {
  upgrades: {
    lead: '販売店から受け取った更新ファイル（.release.tgz）を入れると、ボックスが新しいバージョンで再起動します。新しいバージョンが正常に起動しないときは、自動で元のバージョンと更新前のデータに戻ります。',
    boxCard: 'このボックス',
    version: 'バージョン',
    previous: '前のバージョン',
    factory: '出荷時のバージョン',
    none: 'なし',
    installCard: '更新ファイルを入れる',
    downtime: '再起動の間（1〜2分）、注文・呼び出しを受けられません。営業時間外に行ってください。',
    choose: '更新ファイルを選ぶ',
    chosen: (name: string, mib: string) => `${name}（${mib} MB）`,
    install: 'このファイルで更新する',
    uploading: (percent: number) => `送信中… ${percent}%`,
    restarting: 'ファイルを確認しました。ボックスを再起動しています。この画面のままお待ちください…',
    upgraded: (to: string, at: string, seconds: number) => `バージョン ${to} に更新しました（${at}、${seconds}秒で起動）。`,
    rolledBack: (to: string, from: string, at: string) =>
      `バージョン ${to} が正常に起動しなかったため、${at} にバージョン ${from} と更新前のデータに戻しました。お店のデータはそのままです。販売店にお問い合わせください。`,
    reasons: {
      'crash-loop': '起動直後に停止を繰り返しました。',
      'no-answer': '決められた時間内に応答しませんでした。',
      healthy: '',
    } as Record<string, string>,
    blockers: {
      notLaunched: 'このボックスはアップデートに対応した起動方法で動いていないため、ここからは更新できません。',
      noReleaseKey: '販売店の公開鍵が設定されていないため、このボックスは更新できません。販売店にお問い合わせください。',
      inProgress: '更新の処理中です。しばらくしてから画面を開き直してください。',
    },
    loadFailed: 'ボックスの状態を読み込めませんでした。',
  },
} as const;
