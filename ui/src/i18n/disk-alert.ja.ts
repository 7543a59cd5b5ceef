/** The disk alert under the staff and admin bars (one text for both areas). */
export const diskAlertJa = {
  label: 'ディスクの空き容量',
  refusing: '空き容量がないため、新しい注文と画像を受け付けていません。空きができると自動で再開します。販売店にご連絡ください。',
  critical: '空き容量が残りわずかです。古いバックアップとログは自動で削除しています。販売店にご連絡ください。',
  low: '空き容量が少なくなっています。',
  free: (size: string) => `空き ${size}`,
  uses: (s: { pictures: string; backups: string; logs: string; database: string }) =>
    `写真 ${s.pictures}・バックアップ ${s.backups}・ログ ${s.logs}・データベース ${s.database}`,
};
