import type { SocialSiteMessages } from './enUS'

/** The social pages' site words in Simplified Chinese. */
export const zhCN: SocialSiteMessages = {
  or: '或',
  thirdPartyTitle: '使用社交账号登录',
  signUpTitle: '注册',
  accountConnectTitle: '已关联的账号',
  notificationSettingsTitle: '通知设置',
  popupTitle: '社交账号登录',
  popupDone: '已完成，可以关闭此窗口。',
  linkedTitle: '账号已关联',
}
