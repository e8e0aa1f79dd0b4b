import type { SocialSiteMessages } from './enUS'

/** The social pages' site words in Japanese. */
export const jaJP: SocialSiteMessages = {
  or: 'または',
  thirdPartyTitle: 'ソーシャルアカウントでログイン',
  signUpTitle: '新規登録',
  accountConnectTitle: '連携済みアカウント',
  notificationSettingsTitle: '通知設定',
  popupTitle: 'ソーシャルログイン',
  popupDone: '完了しました。このウィンドウを閉じてください。',
  linkedTitle: 'アカウントを連携しました',
}
