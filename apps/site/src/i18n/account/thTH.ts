import type { AccountSiteMessages } from './enUS'

/** The account pages' site words in Thai. */
export const thTH: AccountSiteMessages = {
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
  termsTitle: 'ข้อกำหนดการให้บริการ',
  termsBody:
    'Airwave เป็นแพลตฟอร์มอ้างอิงของชุดเครื่องมือสตรีมมิง เมื่อใช้งาน คุณตกลงว่าจะสตรีมและเขียนเฉพาะสิ่งที่คุณมีสิทธิ์แบ่งปัน เคารพสมาชิกคนอื่น และทำตามกฎแชทของแต่ละช่อง ช่องที่ละเมิดข้อกำหนดอาจถูกระงับและเนื้อหาถูกลบ',
  privacyTitle: 'นโยบายความเป็นส่วนตัว',
  privacyBody:
    'เราเก็บอีเมล วันเกิด ช่อง และสิ่งที่คุณโพสต์เพื่อให้บริการทำงานได้ เราไม่ใช้เพื่อสิ่งอื่นและไม่ขายให้ใคร คุณแก้ไขข้อมูลได้ในการตั้งค่าบัญชี และลบบัญชีได้ทุกเมื่อ ซึ่งจะลบช่องและโพสต์ของคุณด้วย',
}
