import type { EmbedMessages } from './embedMessages'

/** The embed's words in Korean. */
export const koKR: EmbedMessages = {
  play: '재생',
  playChannel: '{name} 재생',
  playVideo: '{title} 재생',
  live: '라이브',
  offline: '오프라인',
  loading: '플레이어를 불러오는 중…',
  watchOn: 'Airwave에서 보기',
  notAllowedTitle: '이 사이트에서는 이 플레이어를 표시할 수 없습니다',
  notAllowedBody:
    '{host}은(는) 이 채널이 허용한 사이트 목록에 없습니다. 채널 소유자가 대시보드의 임베드 설정에서 추가할 수 있습니다.',
  notFound: '존재하지 않는 채널 또는 동영상입니다.',
  loadFailed: '플레이어를 불러오지 못했습니다.',
  retry: '다시 시도',
  communityLoading: '커뮤니티를 불러오는 중…',
  communityLabel: '{name}의 커뮤니티',
  cookieTitle: '이 사이트에서 로그인',
  cookieBody:
    '이 사이트에서 로그인 상태를 유지하기 위해 Airwave는 {host} 전용 쿠키를 저장합니다. 다른 사이트와 공유되지 않습니다.',
  cookieContinue: '로그인 계속하기',
  cookieCancel: '나중에',
  loginWaiting: '열린 창에서 로그인을 완료해 주세요.',
  loginBlocked: '로그인 창이 차단되었습니다. 이 사이트의 팝업을 허용한 뒤 다시 시도해 주세요.',
  loginCancelled: '로그인이 취소되었습니다.',
  loginFailed: '로그인이 이 페이지에 반영되지 않았습니다. 다시 시도해 주세요.',
}
