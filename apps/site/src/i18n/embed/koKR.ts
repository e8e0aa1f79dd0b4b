import type { EmbedSettingsMessages } from './enUS'

/** The embed settings' words in Korean. */
export const koKR: EmbedSettingsMessages = {
  title: '임베드',
  lead: '다른 웹사이트에 내 플레이어와 커뮤니티 게시판을 표시할 수 있습니다. 여기에 등록한 사이트만 임베드할 수 있습니다.',
  hostsLabel: '허용된 웹사이트',
  hostsHint: 'news.example.com 같은 호스트 이름, 또는 포트를 포함한 localhost:5173.',
  addLabel: '허용할 웹사이트',
  add: '추가',
  remove: '{host} 삭제',
  empty: '아직 내 채널을 임베드할 수 있는 웹사이트가 없습니다.',
  save: '저장',
  saved: '저장되었습니다.',
  saving: '저장 중…',
  invalid: '“{host}”은(는) 호스트 이름이 아닙니다.',
  duplicate: '{host}은(는) 이미 목록에 있습니다.',
  limit: '최대 {count}개의 웹사이트까지 등록할 수 있습니다.',
  loadFailed: '임베드 설정을 불러오지 못했습니다.',
  snippetTitle: '웹사이트에 붙여넣기',
  snippetLead: '허용된 웹사이트의 어느 페이지에든 이 두 줄을 넣으면 플레이어가 표시됩니다.',
  copy: '복사',
  copied: '복사됨',
}
