import type { AccountSiteMessages } from './enUS'

/** The account pages' site words in Korean. */
export const koKR: AccountSiteMessages = {
  signUp: '회원가입',
  accountMenu: '계정 설정',
  accountNav: '계정 페이지',
  navInfo: '계정',
  navSecurity: '비밀번호와 기기',
  navChannels: '채널',
  navConnect: '연결된 계정',
  navWithdrawal: '회원 탈퇴',
  signUpTitle: '회원가입',
  loginTitle: '로그인',
  resetTitle: '비밀번호 재설정',
  blockTitle: '차단됨',
  alreadyRegisteredTitle: '이미 가입됨',
  withdrawalTitle: '회원 탈퇴',
  withdrawnTitle: '탈퇴 완료',
  channelCreateTitle: '채널 만들기',
  channelsTitle: '내 채널',
  channelDeleteTitle: '채널 삭제',
  maintenanceTitle: '점검 중',
  errorTitle: '오류',
  termsTitle: '서비스 이용약관',
  termsBody:
    'Airwave는 스트리밍 키트의 참조 플랫폼입니다. 이용하는 동안 공유할 권리가 있는 것만 방송하고 작성하며, 다른 회원을 존중하고, 각 채널의 채팅 규칙을 따르는 데 동의합니다. 약관을 어긴 채널은 정지되고 콘텐츠가 삭제될 수 있습니다.',
  privacyTitle: '개인정보 처리방침',
  privacyBody:
    '서비스 운영을 위해 이메일 주소, 생년월일, 채널과 게시물을 보관하며 그 밖의 용도로 쓰거나 판매하지 않습니다. 계정 설정에서 정보를 바꾸거나 언제든 계정을 삭제할 수 있으며, 삭제하면 채널과 게시물도 삭제됩니다.',
}
