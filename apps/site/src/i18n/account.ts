import type { Locale } from '@airwave/react'
import { useSite } from '../app/siteContext'

/**
 * The site's own words around the account pages: the header's sign-up link, the account
 * menu and the account pages' navigation. The screens' words are the kit's (`accountCatalogue`).
 */
export interface AccountSiteMessages {
  signUp: string
  accountMenu: string
  accountNav: string
  navInfo: string
  navSecurity: string
  navChannels: string
  navConnect: string
  navWithdrawal: string
  signUpTitle: string
  loginTitle: string
  resetTitle: string
  blockTitle: string
  alreadyRegisteredTitle: string
  withdrawalTitle: string
  withdrawnTitle: string
  channelCreateTitle: string
  channelsTitle: string
  channelDeleteTitle: string
  maintenanceTitle: string
  errorTitle: string
}

const enUS: AccountSiteMessages = {
  signUp: 'Sign up',
  accountMenu: 'Account settings',
  accountNav: 'Account pages',
  navInfo: 'Account',
  navSecurity: 'Password and devices',
  navChannels: 'Channels',
  navConnect: 'Linked accounts',
  navWithdrawal: 'Delete account',
  signUpTitle: 'Sign up',
  loginTitle: 'Sign in',
  resetTitle: 'Reset password',
  blockTitle: 'Blocked',
  alreadyRegisteredTitle: 'Already registered',
  withdrawalTitle: 'Delete account',
  withdrawnTitle: 'Account deleted',
  channelCreateTitle: 'Create a channel',
  channelsTitle: 'Your channels',
  channelDeleteTitle: 'Delete a channel',
  maintenanceTitle: 'Under maintenance',
  errorTitle: 'Error',
}

const koKR: AccountSiteMessages = {
  signUp: '회원가입',
  accountMenu: '계정 설정',
  accountNav: '계정 페이지',
  navInfo: '계정',
  navSecurity: '비밀번호와 기기',
  navChannels: '채널',
  navConnect: '연결된 계정',
  navWithdrawal: '회원 탈퇴',
  signUpTitle: '회원가입',
  loginTitle: '로그인',
  resetTitle: '비밀번호 재설정',
  blockTitle: '차단됨',
  alreadyRegisteredTitle: '이미 가입됨',
  withdrawalTitle: '회원 탈퇴',
  withdrawnTitle: '탈퇴 완료',
  channelCreateTitle: '채널 만들기',
  channelsTitle: '내 채널',
  channelDeleteTitle: '채널 삭제',
  maintenanceTitle: '점검 중',
  errorTitle: '오류',
}

const jaJP: AccountSiteMessages = {
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
}

const thTH: AccountSiteMessages = {
  signUp: 'สมัครสมาชิก',
  accountMenu: 'ตั้งค่าบัญชี',
  accountNav: 'หน้าบัญชี',
  navInfo: 'บัญชี',
  navSecurity: 'รหัสผ่านและอุปกรณ์',
  navChannels: 'ช่อง',
  navConnect: 'บัญชีที่เชื่อมต่อ',
  navWithdrawal: 'ลบบัญชี',
  signUpTitle: 'สมัครสมาชิก',
  loginTitle: 'เข้าสู่ระบบ',
  resetTitle: 'รีเซ็ตรหัสผ่าน',
  blockTitle: 'ถูกระงับ',
  alreadyRegisteredTitle: 'ลงทะเบียนแล้ว',
  withdrawalTitle: 'ลบบัญชี',
  withdrawnTitle: 'ลบบัญชีแล้ว',
  channelCreateTitle: 'สร้างช่อง',
  channelsTitle: 'ช่องของคุณ',
  channelDeleteTitle: 'ลบช่อง',
  maintenanceTitle: 'กำลังปรับปรุงระบบ',
  errorTitle: 'ข้อผิดพลาด',
}

const zhCN: AccountSiteMessages = {
  signUp: '注册',
  accountMenu: '账号设置',
  accountNav: '账号页面',
  navInfo: '账号',
  navSecurity: '密码和设备',
  navChannels: '频道',
  navConnect: '关联账号',
  navWithdrawal: '注销账号',
  signUpTitle: '注册',
  loginTitle: '登录',
  resetTitle: '重置密码',
  blockTitle: '已封禁',
  alreadyRegisteredTitle: '已注册',
  withdrawalTitle: '注销账号',
  withdrawnTitle: '账号已注销',
  channelCreateTitle: '创建频道',
  channelsTitle: '你的频道',
  channelDeleteTitle: '删除频道',
  maintenanceTitle: '维护中',
  errorTitle: '错误',
}

const zhTW: AccountSiteMessages = {
  signUp: '註冊',
  accountMenu: '帳號設定',
  accountNav: '帳號頁面',
  navInfo: '帳號',
  navSecurity: '密碼與裝置',
  navChannels: '頻道',
  navConnect: '連結的帳號',
  navWithdrawal: '刪除帳號',
  signUpTitle: '註冊',
  loginTitle: '登入',
  resetTitle: '重設密碼',
  blockTitle: '已停權',
  alreadyRegisteredTitle: '已註冊',
  withdrawalTitle: '刪除帳號',
  withdrawnTitle: '帳號已刪除',
  channelCreateTitle: '建立頻道',
  channelsTitle: '你的頻道',
  channelDeleteTitle: '刪除頻道',
  maintenanceTitle: '維護中',
  errorTitle: '錯誤',
}

/** The account pages' site words in every locale of the kit. */
const accountSiteMessages: Record<Locale, AccountSiteMessages> = {
  'en-US': enUS,
  'ko-KR': koKR,
  'ja-JP': jaJP,
  'th-TH': thTH,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}

/** The account pages' site words in the site's locale. */
export function useAccountSiteText(): AccountSiteMessages {
  return accountSiteMessages[useSite().locale]
}
