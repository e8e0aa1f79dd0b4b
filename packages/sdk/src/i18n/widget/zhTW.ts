import type { WidgetMessages } from './widgetMessages'

/** The overlays' words in Traditional Chinese. */
export const zhTW: WidgetMessages = {
  alertGem: { other: '{name} 送出了 {count} 顆寶石！' },
  alertSubscription: '{name} 訂閱了！',
  alertSubscriptionMonths: { other: '{name} 已訂閱 {count} 個月！' },
  alertVoucher: { other: '{name} 贈送了 {count} 張訂閱券！' },
  alertMission: '{name} 完成了挑戰任務！',
  alertMissionGems: { other: '價值 {count} 顆寶石的任務' },
  alertTest: '測試通知',
  alertSignature: '專屬寶石：{title}',
  timerFinished: '時間到！',
  pollRunning: '投票：請到頻道頁面投票',
  pollResult: '投票結果',
  pollVotes: { other: '{count} 票' },
  pollEndsIn: '{time} 後結束',
  missionHeading: '挑戰任務',
  missionEmpty: '目前還沒有挑戰任務',
  missionOpen: '招募中',
  missionStarted: '進行中',
  missionGems: { other: '{count} 顆寶石' },
  overlayConnecting: '正在連線疊加層…',
  overlayReconnecting: '重新連線中… 恢復後會補上錯過的內容。',
  overlayRevoked: '這個小工具網址已被更換，請從主控台複製新的網址。',
}
