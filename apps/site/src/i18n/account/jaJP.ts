import type { AccountSiteMessages } from './enUS'

/** The account pages' site words in Japanese. */
export const jaJP: AccountSiteMessages = {
  signUp: '新規登録',
  accountMenu: 'アカウント設定',
  accountNav: 'アカウントのページ',
  navInfo: 'アカウント',
  navSecurity: 'パスワードと端末',
  navChannels: 'チャンネル',
  navConnect: '連携アカウント',
  navWithdrawal: 'アカウントを削除',
  signUpTitle: '新規登録',
  loginTitle: 'ログイン',
  resetTitle: 'パスワードの再設定',
  blockTitle: 'ブロック',
  alreadyRegisteredTitle: '登録済み',
  withdrawalTitle: 'アカウントを削除',
  withdrawnTitle: 'アカウント削除済み',
  channelCreateTitle: 'チャンネルを作成',
  channelsTitle: 'あなたのチャンネル',
  channelDeleteTitle: 'チャンネルを削除',
  maintenanceTitle: 'メンテナンス中',
  errorTitle: 'エラー',
  termsTitle: '利用規約',
  termsBody:
    'Airwave はストリーミングキットのリファレンスプラットフォームです。利用にあたり、共有する権利のあるものだけを配信・投稿し、ほかのメンバーを尊重し、各チャンネルのチャットルールに従うことに同意するものとします。規約に違反したチャンネルは停止され、コンテンツが削除されることがあります。',
  privacyTitle: 'プライバシーポリシー',
  privacyBody:
    'サービスの提供のため、メールアドレス、生年月日、チャンネルと投稿を保管します。それ以外の目的には使わず、誰にも販売しません。アカウント設定で情報を変更でき、いつでもアカウントを削除できます。削除するとチャンネルと投稿も削除されます。',
}
