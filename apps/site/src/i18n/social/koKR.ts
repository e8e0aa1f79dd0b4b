import type { SocialSiteMessages } from './enUS'

/** The social pages' site words in Korean. */
export const koKR: SocialSiteMessages = {
  or: '또는',
  thirdPartyTitle: '소셜 계정으로 로그인',
  signUpTitle: '회원가입',
  accountConnectTitle: '연결된 계정',
  notificationSettingsTitle: '알림 설정',
  popupTitle: '소셜 로그인',
  popupDone: '완료되었습니다. 이 창을 닫아도 됩니다.',
  linkedTitle: '계정 연결됨',
}
