import type { WidgetMessages } from './widgetMessages'

/** The overlays' words in Simplified Chinese. */
export const zhCN: WidgetMessages = {
  alertGem: { other: '{name} 送出了 {count} 颗宝石！' },
  alertSubscription: '{name} 订阅了！',
  alertSubscriptionMonths: { other: '{name} 已订阅 {count} 个月！' },
  alertVoucher: { other: '{name} 赠送了 {count} 张订阅券！' },
  alertMission: '{name} 完成了挑战任务！',
  alertMissionGems: { other: '价值 {count} 颗宝石的任务' },
  alertTest: '测试提醒',
  alertSignature: '专属宝石：{title}',
  timerFinished: '时间到！',
  pollRunning: '投票：请到频道页面投票',
  pollResult: '投票结果',
  pollVotes: { other: '{count} 票' },
  pollEndsIn: '{time} 后结束',
  missionHeading: '挑战任务',
  missionEmpty: '暂时还没有挑战任务',
  missionOpen: '招募中',
  missionStarted: '进行中',
  missionGems: { other: '{count} 颗宝石' },
  overlayConnecting: '正在连接叠加层…',
  overlayReconnecting: '正在重新连接… 恢复后会补上错过的内容。',
  overlayRevoked: '此小组件网址已被更换，请从控制台复制新的网址。',
}
