/** The clock alert under the staff and admin bars (one text for both areas). */
export const clockAlertJa = {
  label: '時計',
  headline: '時計が正しくない可能性があります。',
  boxTime: (time: string) => `スマオーダー本体の時刻 ${time}`,
  deviceTime: (time: string) => `この端末の時刻 ${time}`,
  setButton: 'この端末の時刻に合わせる',
  confirm: (time: string) =>
    `スマオーダー本体の時刻を ${time} に合わせます。この端末の時刻が正しいことを確認してください。よろしいですか？`,
  done: '時刻を合わせました。',
};
export type ClockAlertTexts = typeof clockAlertJa;
