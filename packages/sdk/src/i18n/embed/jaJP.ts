import type { EmbedMessages } from './embedMessages'

/** The embed's words in Japanese. */
export const jaJP: EmbedMessages = {
  play: '再生',
  playChannel: '{name} を再生',
  playVideo: '{title} を再生',
  live: 'ライブ',
  offline: 'オフライン',
  loading: 'プレーヤーを読み込み中…',
  watchOn: 'Airwave で見る',
  notAllowedTitle: 'このサイトではこのプレーヤーを表示できません',
  notAllowedBody:
    '{host} はこのチャンネルが許可したサイトの一覧にありません。チャンネルのオーナーがダッシュボードの埋め込み設定で追加できます。',
  notFound: 'このチャンネルまたは動画は存在しません。',
  loadFailed: 'プレーヤーを読み込めませんでした。',
  retry: '再試行',
  communityLoading: 'コミュニティを読み込み中…',
  communityLabel: '{name} のコミュニティ',
  cookieTitle: 'このサイトでログイン',
  cookieBody:
    'このサイトでログイン状態を保つため、Airwave は {host} 専用の Cookie を保存します。ほかのサイトとは共有されません。',
  cookieContinue: 'ログインを続ける',
  cookieCancel: '今はしない',
  loginWaiting: '開いたウィンドウでログインを完了してください。',
  loginBlocked:
    'ログイン用のウィンドウがブロックされました。このサイトのポップアップを許可して、もう一度お試しください。',
  loginCancelled: 'ログインはキャンセルされました。',
  loginFailed: 'ログインをこのページに反映できませんでした。もう一度お試しください。',
}
