import type { Locale } from '@airwave/react'
import { useSite } from '../app/siteContext'

/** The site's words for the streamer's embed settings (`/dashboard/embed`). */
export interface EmbedSettingsMessages {
  title: string
  lead: string
  hostsLabel: string
  hostsHint: string
  addLabel: string
  add: string
  remove: string
  empty: string
  save: string
  saved: string
  saving: string
  invalid: string
  duplicate: string
  limit: string
  loadFailed: string
  snippetTitle: string
  snippetLead: string
  copy: string
  copied: string
}

const enUS: EmbedSettingsMessages = {
  title: 'Embed',
  lead: 'Let other websites show your player and your community board. Only the sites you list here can embed them.',
  hostsLabel: 'Allowed websites',
  hostsHint: 'A host name, such as news.example.com, or localhost:5173 with its port.',
  addLabel: 'Website to allow',
  add: 'Add',
  remove: 'Remove {host}',
  empty: 'No website may embed your channel yet.',
  save: 'Save',
  saved: 'Saved.',
  saving: 'Saving…',
  invalid: '“{host}” is not a host name.',
  duplicate: '{host} is already on the list.',
  limit: 'At most {count} websites.',
  loadFailed: 'The embed settings could not be loaded.',
  snippetTitle: 'Paste on your website',
  snippetLead: 'These two lines show your player on any page of an allowed website.',
  copy: 'Copy',
  copied: 'Copied',
}

const koKR: EmbedSettingsMessages = {
  title: '임베드',
  lead: '다른 웹사이트에 내 플레이어와 커뮤니티 게시판을 표시할 수 있습니다. 여기에 등록한 사이트만 임베드할 수 있습니다.',
  hostsLabel: '허용된 웹사이트',
  hostsHint: 'news.example.com 같은 호스트 이름, 또는 포트를 포함한 localhost:5173.',
  addLabel: '허용할 웹사이트',
  add: '추가',
  remove: '{host} 삭제',
  empty: '아직 내 채널을 임베드할 수 있는 웹사이트가 없습니다.',
  save: '저장',
  saved: '저장되었습니다.',
  saving: '저장 중…',
  invalid: '“{host}”은(는) 호스트 이름이 아닙니다.',
  duplicate: '{host}은(는) 이미 목록에 있습니다.',
  limit: '최대 {count}개의 웹사이트까지 등록할 수 있습니다.',
  loadFailed: '임베드 설정을 불러오지 못했습니다.',
  snippetTitle: '웹사이트에 붙여넣기',
  snippetLead: '허용된 웹사이트의 어느 페이지에든 이 두 줄을 넣으면 플레이어가 표시됩니다.',
  copy: '복사',
  copied: '복사됨',
}

const thTH: EmbedSettingsMessages = {
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

const zhCN: EmbedSettingsMessages = {
  title: '嵌入',
  lead: '允许其他网站显示你的播放器和社区。只有列在这里的网站才能嵌入。',
  hostsLabel: '允许的网站',
  hostsHint: '主机名，例如 news.example.com，或带端口的 localhost:5173。',
  addLabel: '要允许的网站',
  add: '添加',
  remove: '移除 {host}',
  empty: '还没有网站可以嵌入你的频道。',
  save: '保存',
  saved: '已保存。',
  saving: '正在保存…',
  invalid: '“{host}”不是主机名。',
  duplicate: '{host} 已在列表中。',
  limit: '最多 {count} 个网站。',
  loadFailed: '无法加载嵌入设置。',
  snippetTitle: '粘贴到你的网站',
  snippetLead: '在允许的网站的任意页面加入这两行，即可显示你的播放器。',
  copy: '复制',
  copied: '已复制',
}

const zhTW: EmbedSettingsMessages = {
  title: '嵌入',
  lead: '允許其他網站顯示你的播放器和社群。只有列在這裡的網站才能嵌入。',
  hostsLabel: '允許的網站',
  hostsHint: '主機名稱，例如 news.example.com，或含連接埠的 localhost:5173。',
  addLabel: '要允許的網站',
  add: '新增',
  remove: '移除 {host}',
  empty: '目前還沒有網站可以嵌入你的頻道。',
  save: '儲存',
  saved: '已儲存。',
  saving: '正在儲存…',
  invalid: '「{host}」不是主機名稱。',
  duplicate: '{host} 已在清單中。',
  limit: '最多 {count} 個網站。',
  loadFailed: '無法載入嵌入設定。',
  snippetTitle: '貼到你的網站',
  snippetLead: '在允許的網站的任何頁面加入這兩行，就會顯示你的播放器。',
  copy: '複製',
  copied: '已複製',
}

const jaJP: EmbedSettingsMessages = {
  title: '埋め込み',
  lead: 'ほかのウェブサイトにあなたのプレーヤーとコミュニティを表示できます。埋め込めるのは、ここに登録したサイトだけです。',
  hostsLabel: '許可するウェブサイト',
  hostsHint: 'news.example.com のようなホスト名、またはポート付きの localhost:5173。',
  addLabel: '許可するウェブサイト',
  add: '追加',
  remove: '{host} を削除',
  empty: 'まだあなたのチャンネルを埋め込めるウェブサイトはありません。',
  save: '保存',
  saved: '保存しました。',
  saving: '保存中…',
  invalid: '「{host}」はホスト名ではありません。',
  duplicate: '{host} はすでに一覧にあります。',
  limit: '登録できるのは {count} サイトまでです。',
  loadFailed: '埋め込み設定を読み込めませんでした。',
  snippetTitle: 'ウェブサイトに貼り付ける',
  snippetLead: '許可したウェブサイトのどのページでも、この 2 行でプレーヤーが表示されます。',
  copy: 'コピー',
  copied: 'コピーしました',
}

const embedMessages: Record<Locale, EmbedSettingsMessages> = {
  'en-US': enUS,
  'ko-KR': koKR,
  'th-TH': thTH,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ja-JP': jaJP,
}

/** The embed settings' words in the site's current language. */
export function useEmbedText(): EmbedSettingsMessages {
  return embedMessages[useSite().locale]
}
