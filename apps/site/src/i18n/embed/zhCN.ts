import type { EmbedSettingsMessages } from './enUS'

/** The embed settings' words in Simplified Chinese. */
export const zhCN: EmbedSettingsMessages = {
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
