import type { LiveMessages } from './liveMessages'

/** The live page's words in Thai. */
export const thTH: LiveMessages = {
  like: 'ถูกใจ',
  likeCount: { other: '{count} ถูกใจ' },
  likeFailed: 'บันทึกการถูกใจไม่สำเร็จ โปรดลองอีกครั้ง',
  likeEnded: 'ไลฟ์นี้จบแล้ว กดถูกใจไม่ได้อีก',
  likeRateLimited: 'กดถูกใจบ่อยเกินไป โปรดลองอีกครั้งในอีกสักครู่',
  likeRefused: 'คุณกดถูกใจไลฟ์นี้ไม่ได้',
  likeOwn: 'คุณกดถูกใจไลฟ์ของตัวเองไม่ได้',
}
