import type { WidgetMessages } from './widgetMessages'

/** The overlays' words in Korean. */
export const koKR: WidgetMessages = {
  alertGem: { other: '{name} 님이 젬 {count}개를 보냈습니다!' },
  alertSubscription: '{name} 님이 구독했습니다!',
  alertSubscriptionMonths: { other: '{name} 님이 {count}개월째 구독 중입니다!' },
  alertVoucher: { other: '{name} 님이 구독권 {count}개를 선물했습니다!' },
  alertMission: '{name} 님이 도전 미션을 달성했습니다!',
  alertMissionGems: { other: '젬 {count}개 미션' },
  alertTest: '테스트 알림',
  alertSignature: '시그니처 젬: {title}',
  timerFinished: '시간 종료!',
  pollRunning: '투표: 채널 페이지에서 참여하세요',
  pollResult: '투표 결과',
  pollVotes: { other: '{count}표' },
  pollEndsIn: '{time} 후 종료',
  missionHeading: '도전 미션',
  missionEmpty: '아직 도전 미션이 없습니다',
  missionOpen: '모집 중',
  missionStarted: '진행 중',
  missionGems: { other: '젬 {count}개' },
  overlayConnecting: '오버레이 연결 중…',
  overlayReconnecting: '다시 연결하는 중… 연결되면 놓친 내용을 따라잡습니다.',
  overlayRevoked: '이 위젯 URL은 교체되었습니다. 대시보드에서 새 URL을 복사하세요.',
}
