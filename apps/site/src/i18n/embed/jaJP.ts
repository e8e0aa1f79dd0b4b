import type { EmbedSettingsMessages } from './enUS'

/** The embed settings' words in Japanese. */
export const jaJP: EmbedSettingsMessages = {
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
