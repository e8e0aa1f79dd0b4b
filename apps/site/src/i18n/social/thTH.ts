import type { SocialSiteMessages } from './enUS'

/** The social pages' site words in Thai. */
export const thTH: SocialSiteMessages = {
  or: 'หรือ',
  thirdPartyTitle: 'เข้าสู่ระบบด้วยบัญชีโซเชียล',
  signUpTitle: 'สมัครสมาชิก',
  accountConnectTitle: 'บัญชีที่เชื่อมต่อ',
  notificationSettingsTitle: 'ตั้งค่าการแจ้งเตือน',
  popupTitle: 'เข้าสู่ระบบด้วยโซเชียล',
  popupDone: 'เรียบร้อยแล้ว ปิดหน้าต่างนี้ได้เลย',
  linkedTitle: 'เชื่อมต่อบัญชีแล้ว',
}
