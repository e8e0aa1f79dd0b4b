import type { WidgetMessages } from './widgetMessages'

/** The overlays' words in Japanese. */
export const jaJP: WidgetMessages = {
  alertGem: { other: '{name}さんがジェムを{count}個贈りました！' },
  alertSubscription: '{name}さんがサブスクしました！',
  alertSubscriptionMonths: { other: '{name}さんが{count}か月サブスク中です！' },
  alertVoucher: { other: '{name}さんがサブスク券を{count}枚ギフトしました！' },
  alertMission: '{name}さんがチャレンジミッションを達成しました！',
  alertMissionGems: { other: 'ジェム{count}個のミッション' },
  alertTest: 'テストアラート',
  alertSignature: 'シグネチャージェム：{title}',
  timerFinished: '時間になりました！',
  pollRunning: '投票：チャンネルページで参加できます',
  pollResult: '投票結果',
  pollVotes: { other: '{count}票' },
  pollEndsIn: '残り{time}',
  missionHeading: 'チャレンジミッション',
  missionEmpty: 'チャレンジミッションはまだありません',
  missionOpen: '募集中',
  missionStarted: '進行中',
  missionGems: { other: 'ジェム{count}個' },
  overlayConnecting: 'オーバーレイに接続しています…',
  overlayReconnecting: '再接続しています… 戻ると見逃した分に追いつきます。',
  overlayRevoked:
    'このウィジェットURLは置き換えられました。ダッシュボードから新しいURLをコピーしてください。',
}
