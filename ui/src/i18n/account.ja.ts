/**
 * Strings of the account screens (imported only by them, so other areas' bundles stay small).
 * SPEC.md's texts are used character for character; SPEC.md shortens some with '…', and those
 * are written out here as whole sentences.
 */
export const accountJa = {
  shell: {
    home: '管理ページTOPへ',
    nav: 'アカウント設定',
    profile: 'プロフィール',
    email: 'メールアドレス',
    password: 'パスワード',
    logout: 'ログアウト',
  },

  fields: {
    email: 'メールアドレス',
    newEmail: '新しいメールアドレス',
    currentEmail: '現在のメールアドレス',
    password: 'パスワード',
    passwordConfirm: 'パスワード（確認）',
    oldPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    newPasswordConfirm: '新しいパスワード（確認）',
    passwordHint: '8文字以上で入力してください。',
    lastName: '姓',
    firstName: '名',
  },

  /** SPEC.md section 8, and what the box answers for keys, in full. */
  keys: {
    invalid: 'アクティベートキーが無効です。メールに記載されたリンクから再度お試しください。',
    resetExpired: 'パスワード再設定の有効期限が切れています。もう一度パスワード再設定をお申し込みください。',
  },

  signup: {
    checking: 'リンクを確認しています',
    lead: 'ログインに使うパスワードを設定してください。',
    leadWithPassword: 'ご登録時に設定したパスワードを入力して、本登録を完了してください。',
    account: '登録するアカウント',
    submit: 'パスワードを登録する',
    submitWithPassword: '本登録する',
    sending: '登録しています',
    registered: 'パスワードを登録しました。ログイン画面へ移動します。',
    alreadyTitle: '登録済みです',
    already: 'このアカウントのパスワードは既に登録されています。ログイン画面からログインしてください。',
    invalidTitle: 'リンクが無効です',
    toLogin: 'ログイン画面へ',
  },

  forgot: {
    lead: 'ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
    submit: '再設定メールを送信する',
    sending: '送信しています',
    sentTitle: 'メールを送信しました',
    sentNote: 'ご登録のないメールアドレスには送信されません。メールに記載されたリンクの有効期限は1時間です。',
    noRelay:
      'このお店の端末はメール送信が設定されていないため、メールは送信待ちになります。お手数ですが、お店の管理者にお問い合わせください。管理ページにログインした端末からこの画面で申し込むと、再設定用のリンクとQRコードが表示されます。',
    backToLogin: 'ログイン画面へ戻る',
    waitingLabel: 'パスワード再設定用のリンク（送信待ち）',
    waitingNote:
      '管理者としてログインしているため、送信待ちのメールのリンクを表示しています。ご本人にQRコードを読み取ってもらうか、このリンクを開いてもらってください。',
  },

  reset: {
    lead: '新しいパスワードを設定してください。',
    submit: 'パスワードを再設定する',
    sending: '再設定しています',
    invalidTitle: 'リンクが無効です',
    expiredTitle: 'リンクの有効期限切れ',
    requestAgain: 'パスワード再設定を申し込む',
  },

  email: {
    lead: 'ログインに使うメールアドレスを変更します。新しいメールアドレスに届くリンクを開くと、変更が完了します。',
    pending: '変更手続き中のメールアドレス：',
    pendingNote: '確認メールのリンクを開くと変更が完了します。',
    submit: '確認メールを送信する',
    sending: '送信しています',
    sentTitle: '確認メールを送信しました',
    sent: (email: string) =>
      `${email} 宛てに確認メールを送信しました。メールに記載されたリンクを開くと、メールアドレスの変更が完了します（有効期限は24時間）。完了するまでは、現在のメールアドレスでログインしてください。`,
    noRelay:
      'このお店の端末はメール送信が設定されていないため、メールは送信待ちになります。下のリンクを開くか、新しいメールアドレスを受け取れる端末でQRコードを読み取って、変更を完了してください。',
    linkLabel: 'メールアドレス変更の確認リンク',
    again: '別のメールアドレスを入力する',
    duplicate: 'このメールアドレスは既に他のアカウントで登録されています。',
    notFound: 'ユーザが見つかりませんでした。',
    failed: 'メールアドレスの更新に失敗しました。お手数ですが、ページをリロードして再度お試しください。',
  },

  emailUpdated: {
    working: 'メールアドレスを変更しています',
    doneTitle: 'メールアドレスを変更しました',
    done: (email: string) => `次回から新しいメールアドレス（${email}）でログインしてください。`,
    failedTitle: 'メールアドレスを変更できませんでした',
    toProfile: 'アカウント設定へ',
    toLogin: 'ログイン画面へ',
  },

  password: {
    lead: '現在のパスワードと新しいパスワードを入力してください。変更すると、ほかの端末でのログインは解除されます。',
    submit: 'パスワードを変更する',
    sending: '変更しています',
    done: 'パスワードを変更しました。ほかの端末でのログインは解除されました。',
  },

  profile: {
    lead: 'プロフィール画像と氏名を設定できます。',
    confirmLead: '以下の内容で登録します。よろしければ「登録する」を押してください。',
    icon: 'プロフィール画像',
    iconAlt: 'プロフィール画像',
    noIcon: '画像なし',
    chooseIcon: '画像を選択',
    replaceIcon: '画像を変更',
    deleteIcon: '画像を削除',
    iconHint: 'jpg・jpeg・png・gif 形式、2MBまで。推奨サイズは110×110ピクセルです。',
    iconWillDelete: '登録すると画像を削除します。',
    iconWillReplace: '登録すると画像を変更します。',
    iconBadType: 'jpg・jpeg・png・gif 形式の画像を選択してください。',
    notSet: '未設定',
    confirm: '確認する',
    back: '修正する',
    register: '登録する',
    registering: '登録しています',
    loadFailed: 'プロフィールを読み込めませんでした。',
    uploadFailed: 'プロフィール画像のアップロードに失敗しました。',
    failed: 'プロフィールの更新に失敗しました。お手数ですが、ページをリロードして再度お試しください。',
  },

  mailedLink: {
    open: 'リンクを開く',
    qrAlt: (label: string) => `${label}のQRコード`,
  },
} as const;
