import type { EmbedMessages } from './embedMessages'

/** The embed's words in Thai. */
export const thTH: EmbedMessages = {
  play: 'เล่น',
  playChannel: 'เล่น {name}',
  playVideo: 'เล่น {title}',
  live: 'สด',
  offline: 'ออฟไลน์',
  loading: 'กำลังโหลดเครื่องเล่น…',
  watchOn: 'ดูบน Airwave',
  notAllowedTitle: 'ไม่สามารถแสดงเครื่องเล่นนี้บนเว็บไซต์นี้ได้',
  notAllowedBody: '{host} ไม่อยู่ในรายชื่อเว็บไซต์ที่ช่องนี้อนุญาต เจ้าของช่องสามารถเพิ่มได้ในการตั้งค่าการฝังของแดชบอร์ด',
  notFound: 'ไม่มีช่องหรือวิดีโอนี้',
  loadFailed: 'โหลดเครื่องเล่นไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  communityLoading: 'กำลังโหลดคอมมูนิตี้…',
  communityLabel: 'คอมมูนิตี้ของ {name}',
  cookieTitle: 'เข้าสู่ระบบบนเว็บไซต์นี้',
  cookieBody: 'เพื่อให้คุณยังคงเข้าสู่ระบบอยู่ที่นี่ Airwave จะเก็บคุกกี้สำหรับ {host} เท่านั้น และจะไม่แชร์กับเว็บไซต์อื่น',
  cookieContinue: 'ดำเนินการเข้าสู่ระบบต่อ',
  cookieCancel: 'ไว้ทีหลัง',
  loginWaiting: 'โปรดเข้าสู่ระบบให้เสร็จในหน้าต่างที่เปิดขึ้น',
  loginBlocked: 'หน้าต่างเข้าสู่ระบบถูกบล็อก โปรดอนุญาตป๊อปอัปสำหรับเว็บไซต์นี้แล้วลองอีกครั้ง',
  loginCancelled: 'ยกเลิกการเข้าสู่ระบบแล้ว',
  loginFailed: 'การเข้าสู่ระบบไม่มีผลกับหน้านี้ โปรดลองอีกครั้ง',
}
