import type { SocialSiteMessages } from './enUS'

/** The social pages' site words in Traditional Chinese. */
export const zhTW: SocialSiteMessages = {
  or: '或',
  thirdPartyTitle: '使用社群帳號登入',
  signUpTitle: '註冊',
  accountConnectTitle: '已連結的帳號',
  notificationSettingsTitle: '通知設定',
  popupTitle: '社群帳號登入',
  popupDone: '完成了，可以關閉這個視窗。',
  linkedTitle: '帳號已連結',
}
