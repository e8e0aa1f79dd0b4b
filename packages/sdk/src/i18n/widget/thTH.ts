import type { WidgetMessages } from './widgetMessages'

/** The overlays' words in Thai. */
export const thTH: WidgetMessages = {
  alertGem: { other: '{name} ส่งเจม {count} เม็ด!' },
  alertSubscription: '{name} สมัครสมาชิกแล้ว!',
  alertSubscriptionMonths: { other: '{name} เป็นสมาชิกมา {count} เดือน!' },
  alertVoucher: { other: '{name} มอบบัตรสมาชิก {count} ใบ!' },
  alertMission: '{name} ทำภารกิจท้าทายสำเร็จ!',
  alertMissionGems: { other: 'ภารกิจมูลค่า {count} เจม' },
  alertTest: 'การแจ้งเตือนทดสอบ',
  alertSignature: 'ซิกเนเจอร์เจม: {title}',
  timerFinished: 'หมดเวลาแล้ว!',
  pollRunning: 'โพล: โหวตได้ที่หน้าช่อง',
  pollResult: 'ผลโพล',
  pollVotes: { other: '{count} โหวต' },
  pollEndsIn: 'สิ้นสุดใน {time}',
  missionHeading: 'ภารกิจท้าทาย',
  missionEmpty: 'ยังไม่มีภารกิจท้าทาย',
  missionOpen: 'เปิดรับ',
  missionStarted: 'กำลังดำเนินการ',
  missionGems: { other: '{count} เจม' },
  overlayConnecting: 'กำลังเชื่อมต่อโอเวอร์เลย์…',
  overlayReconnecting: 'กำลังเชื่อมต่อใหม่… เมื่อกลับมาจะตามทันสิ่งที่พลาดไป',
  overlayRevoked: 'URL ของวิดเจ็ตนี้ถูกแทนที่แล้ว คัดลอก URL ใหม่จากแดชบอร์ดของคุณ',
}
