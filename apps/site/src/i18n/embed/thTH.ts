import type { EmbedSettingsMessages } from './enUS'

/** The embed settings' words in Thai. */
export const thTH: EmbedSettingsMessages = {
  title: 'ฝัง',
  lead: 'อนุญาตให้เว็บไซต์อื่นแสดงเครื่องเล่นและบอร์ดคอมมูนิตี้ของคุณ เฉพาะเว็บไซต์ที่อยู่ในรายการนี้เท่านั้นที่ฝังได้',
  hostsLabel: 'เว็บไซต์ที่อนุญาต',
  hostsHint: 'ชื่อโฮสต์ เช่น news.example.com หรือ localhost:5173 พร้อมพอร์ต',
  addLabel: 'เว็บไซต์ที่จะอนุญาต',
  add: 'เพิ่ม',
  remove: 'ลบ {host}',
  empty: 'ยังไม่มีเว็บไซต์ใดที่ฝังช่องของคุณได้',
  save: 'บันทึก',
  saved: 'บันทึกแล้ว',
  saving: 'กำลังบันทึก…',
  invalid: '“{host}” ไม่ใช่ชื่อโฮสต์',
  duplicate: '{host} อยู่ในรายการแล้ว',
  limit: 'ได้สูงสุด {count} เว็บไซต์',
  loadFailed: 'โหลดการตั้งค่าการฝังไม่สำเร็จ',
  snippetTitle: 'วางบนเว็บไซต์ของคุณ',
  snippetLead: 'สองบรรทัดนี้จะแสดงเครื่องเล่นของคุณบนหน้าใดก็ได้ของเว็บไซต์ที่อนุญาต',
  copy: 'คัดลอก',
  copied: 'คัดลอกแล้ว',
}
