import type { EmbedSettingsMessages } from './enUS'

/** The embed settings' words in Traditional Chinese. */
export const zhTW: EmbedSettingsMessages = {
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
