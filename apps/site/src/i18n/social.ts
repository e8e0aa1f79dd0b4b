import type { Locale } from '@airwave/react'
import { useSite } from '../app/siteContext'

/**
 * The site's words around social sign-in, the linked accounts and the notification settings:
 * page titles and what the pages say between the kit's components (which bring their own
 * words). Apart from `messages.ts` so each area's words stay together.
 */
export interface SocialSiteMessages {
  /** Between the e-mail form and the social buttons. */
  or: string
  thirdPartyTitle: string
  signUpTitle: string
  accountConnectTitle: string
  notificationSettingsTitle: string
  popupTitle: string
  /** A popup whose opener is gone: it signed in, and can be closed. */
  popupDone: string
  linkedTitle: string
}

const socialMessages: Record<Locale, SocialSiteMessages> = {
  'en-US': {
    or: 'or',
    thirdPartyTitle: 'Sign in with a social account',
    signUpTitle: 'Sign up',
    accountConnectTitle: 'Linked accounts',
    notificationSettingsTitle: 'Notification settings',
    popupTitle: 'Social sign-in',
    popupDone: 'All done. You can close this window.',
    linkedTitle: 'Account linked',
  },
  'ko-KR': {
    or: '또는',
    thirdPartyTitle: '소셜 계정으로 로그인',
    signUpTitle: '회원가입',
    accountConnectTitle: '연결된 계정',
    notificationSettingsTitle: '알림 설정',
    popupTitle: '소셜 로그인',
    popupDone: '완료되었습니다. 이 창을 닫아도 됩니다.',
    linkedTitle: '계정 연결됨',
  },
  'th-TH': {
    or: 'หรือ',
    thirdPartyTitle: 'เข้าสู่ระบบด้วยบัญชีโซเชียล',
    signUpTitle: 'สมัครสมาชิก',
    accountConnectTitle: 'บัญชีที่เชื่อมต่อ',
    notificationSettingsTitle: 'ตั้งค่าการแจ้งเตือน',
    popupTitle: 'เข้าสู่ระบบด้วยโซเชียล',
    popupDone: 'เรียบร้อยแล้ว ปิดหน้าต่างนี้ได้เลย',
    linkedTitle: 'เชื่อมต่อบัญชีแล้ว',
  },
  'zh-TW': {
    or: '或',
    thirdPartyTitle: '使用社群帳號登入',
    signUpTitle: '註冊',
    accountConnectTitle: '已連結的帳號',
    notificationSettingsTitle: '通知設定',
    popupTitle: '社群帳號登入',
    popupDone: '完成了，可以關閉這個視窗。',
    linkedTitle: '帳號已連結',
  },
  'zh-CN': {
    or: '或',
    thirdPartyTitle: '使用社交账号登录',
    signUpTitle: '注册',
    accountConnectTitle: '已关联的账号',
    notificationSettingsTitle: '通知设置',
    popupTitle: '社交账号登录',
    popupDone: '已完成，可以关闭此窗口。',
    linkedTitle: '账号已关联',
  },
  'ja-JP': {
    or: 'または',
    thirdPartyTitle: 'ソーシャルアカウントでログイン',
    signUpTitle: '新規登録',
    accountConnectTitle: '連携済みアカウント',
    notificationSettingsTitle: '通知設定',
    popupTitle: 'ソーシャルログイン',
    popupDone: '完了しました。このウィンドウを閉じてください。',
    linkedTitle: 'アカウントを連携しました',
  },
}

/** The social pages' words in the site's locale. */
export function useSocialSiteText(): SocialSiteMessages {
  return socialMessages[useSite().locale]
}
