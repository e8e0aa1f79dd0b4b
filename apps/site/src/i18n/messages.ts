import type { Locale } from '@airwave/react'

/** The site's own words (the kit's components bring theirs). */
export interface SiteMessages {
  home: string
  homeIntro: string
  goToChannel: string
  channelIdLabel: string
  go: string
  myChannel: string
  account: string
  signIn: string
  signOut: string
  signInTitle: string
  email: string
  password: string
  signingIn: string
  signedInAs: string
  themeDark: string
  themeLight: string
  language: string
  blockedUsers: string
  /** The header's menu of the member's settings pages (blocked users, hidden channels). */
  settingsMenu: string
  /** The phone header's menu button (the links, language, theme and account). */
  menu: string
  community: string
  goToCommunity: string
  live: string
  viewers: string
  /** The count's word where the language says "one" apart (English: 1 viewer). */
  viewer: string
  offline: string
  offlineBody: string
  video: string
  loading: string
  failed: string
  retry: string
  notFound: string
  notFoundBody: string
  channelNotFound: string
  videoNotFound: string
  backToChannel: string
  dashboard: string
  dashboardCommunity: string
  newPost: string
  writePost: string
  needChannel: string
  editPost: string
  likes: string
  like: string
  chat: string
  popOutChat: string
  dashboardChat: string
  /** `/dashboard/chat`'s title: the kit's form under it is headed "Chat settings". */
  dashboardChatTitle: string
  /** The dashboard's link to the channel's polls. */
  dashboardPolls: string
  /** The dashboard's link to the channel's money (the earnings; the signature gems from there). */
  dashboardMonetization: string
  /** The stream dashboard (`/dashboard`): the live preview and the stream settings. */
  dashboardStream: string
  livePreview: string
  previewOff: string
  streamTitleLabel: string
  streamAdult: string
  streamAdultHint: string
  streamTagsLabel: string
  streamTagsHint: string
  streamTagsTooMany: string
  streamTagsTooLong: string
  streamPendingEnd: string
  streamPendingEndHint: string
  streamSave: string
  streamSaved: string
  /** The dashboard's stop alert: the streamer's channel is suspended. */
  stopTitle: string
  stopBody: string
  stopConfirm: string
  /** The dashboard's encoder setup: the RTMP ingest URL and the stream key. */
  encoderSetup: string
  encoderSetupLead: string
  ingestUrl: string
  copyIngestUrl: string
  streamKey: string
  showStreamKey: string
  hideStreamKey: string
  copyStreamKey: string
  regenerateStreamKey: string
  regenerateStreamKeyTitle: string
  regenerateStreamKeyBody: string
  regenerateFailed: string
  streamKeyRegenerated: string
  streamKeyCopied: string
  ingestUrlCopied: string
  copyFailed: string
  cancel: string
}

const enUS: SiteMessages = {
  home: 'Home',
  homeIntro: 'Live streams, videos and channel communities, built from the Airwave kit.',
  goToChannel: 'Go to a channel',
  channelIdLabel: 'Channel ID',
  go: 'Go',
  myChannel: 'My channel',
  account: 'Account',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signInTitle: 'Sign in with e-mail',
  email: 'E-mail',
  password: 'Password',
  signingIn: 'Signing in…',
  signedInAs: 'Signed in as',
  themeDark: 'Dark theme',
  themeLight: 'Light theme',
  language: 'Language',
  blockedUsers: 'Blocked users',
  settingsMenu: 'Settings',
  menu: 'Menu',
  community: 'Community',
  goToCommunity: 'Go to the community',
  live: 'LIVE',
  viewers: 'viewers',
  viewer: 'viewer',
  offline: 'Offline',
  offlineBody: 'This channel is not broadcasting right now.',
  video: 'Video',
  loading: 'Loading…',
  failed: 'Something went wrong.',
  retry: 'Try again',
  notFound: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist.',
  channelNotFound: 'This channel does not exist.',
  videoNotFound: 'This video does not exist or is not ready yet.',
  backToChannel: 'Back to the channel',
  dashboard: 'Dashboard',
  dashboardCommunity: 'Community posts',
  newPost: 'New post',
  writePost: 'Write a post',
  needChannel: 'Create your channel first: posts belong to a channel.',
  editPost: 'Edit post',
  likes: 'likes',
  like: 'like',
  chat: 'Chat',
  popOutChat: 'Pop out chat',
  dashboardChat: 'Chat settings',
  dashboardChatTitle: 'Chat',
  dashboardPolls: 'Polls',
  dashboardMonetization: 'Monetization',
  dashboardStream: 'Stream',
  livePreview: 'Live preview',
  previewOff: 'You are not live. Start your encoder to go live.',
  streamTitleLabel: 'Stream title',
  streamAdult: 'For adults only',
  streamAdultHint: 'Viewers confirm they are adults before they watch.',
  streamTagsLabel: 'Tags',
  streamTagsHint: 'Separate tags with commas: up to {limit}, each up to {length} characters.',
  streamTagsTooMany: 'Use at most {limit} tags.',
  streamTagsTooLong: 'Keep each tag to {length} characters or fewer.',
  streamPendingEnd: 'Wait for me if my stream drops',
  streamPendingEndHint:
    'When your encoder stops, viewers are told the stream is paused for up to a minute, and the same live goes on when you are back.',
  streamSave: 'Save',
  streamSaved: 'Stream settings saved.',
  stopTitle: 'Your channel is suspended',
  stopBody: 'You cannot broadcast or use the dashboard while the suspension lasts.',
  stopConfirm: 'Go to the home page',
  encoderSetup: 'Encoder setup',
  encoderSetupLead:
    'In your encoder (OBS or another), set the server to the ingest URL and paste the stream key.',
  ingestUrl: 'Ingest URL (RTMP server)',
  copyIngestUrl: 'Copy URL',
  streamKey: 'Stream key',
  showStreamKey: 'Show key',
  hideStreamKey: 'Hide key',
  copyStreamKey: 'Copy key',
  regenerateStreamKey: 'Regenerate key',
  regenerateStreamKeyTitle: 'Regenerate the stream key?',
  regenerateStreamKeyBody:
    'Encoders using the current key will stop working until you give them the new one.',
  regenerateFailed: 'The stream key could not be regenerated. Try again.',
  streamKeyRegenerated: 'A new stream key is ready. Update your encoder.',
  streamKeyCopied: 'Stream key copied.',
  ingestUrlCopied: 'Ingest URL copied.',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  cancel: 'Cancel',
}

const koKR: SiteMessages = {
  home: '홈',
  homeIntro: 'Airwave 키트로 만든 라이브 방송, 동영상, 채널 커뮤니티입니다.',
  goToChannel: '채널로 이동',
  channelIdLabel: '채널 ID',
  go: '이동',
  myChannel: '내 채널',
  account: '계정',
  signIn: '로그인',
  signOut: '로그아웃',
  signInTitle: '이메일로 로그인',
  email: '이메일',
  password: '비밀번호',
  signingIn: '로그인 중…',
  signedInAs: '로그인 계정',
  themeDark: '다크 테마',
  themeLight: '라이트 테마',
  language: '언어',
  blockedUsers: '차단한 사용자',
  settingsMenu: '설정',
  menu: '메뉴',
  community: '커뮤니티',
  goToCommunity: '커뮤니티로 이동',
  live: 'LIVE',
  viewers: '명 시청 중',
  viewer: '명 시청 중',
  offline: '오프라인',
  offlineBody: '이 채널은 지금 방송 중이 아닙니다.',
  video: '동영상',
  loading: '불러오는 중…',
  failed: '문제가 발생했습니다.',
  retry: '다시 시도',
  notFound: '페이지를 찾을 수 없습니다',
  notFoundBody: '찾으시는 페이지가 존재하지 않습니다.',
  channelNotFound: '존재하지 않는 채널입니다.',
  videoNotFound: '존재하지 않거나 아직 준비되지 않은 동영상입니다.',
  backToChannel: '채널로 돌아가기',
  dashboard: '대시보드',
  dashboardCommunity: '커뮤니티 게시물',
  newPost: '새 게시물',
  writePost: '게시물 쓰기',
  needChannel: '먼저 채널을 만들어 주세요. 게시물은 채널에 올라갑니다.',
  editPost: '게시물 수정',
  likes: '좋아요',
  like: '좋아요',
  chat: '채팅',
  popOutChat: '채팅 새 창으로 열기',
  dashboardChat: '채팅 설정',
  dashboardChatTitle: '채팅',
  dashboardPolls: '투표',
  dashboardMonetization: '수익화',
  dashboardStream: '방송',
  livePreview: '방송 미리보기',
  previewOff: '방송 중이 아닙니다. 인코더를 시작하면 방송이 시작됩니다.',
  streamTitleLabel: '방송 제목',
  streamAdult: '성인 전용',
  streamAdultHint: '시청자는 시청 전에 성인임을 확인합니다.',
  streamTagsLabel: '태그',
  streamTagsHint: '태그는 쉼표로 구분하세요. 최대 {limit}개, 각 {length}자까지입니다.',
  streamTagsTooMany: '태그는 최대 {limit}개까지 사용할 수 있습니다.',
  streamTagsTooLong: '각 태그는 {length}자 이하로 입력하세요.',
  streamPendingEnd: '방송이 끊기면 잠시 기다리기',
  streamPendingEndHint:
    '인코더가 멈추면 시청자에게 최대 1분 동안 방송이 일시 중지되었다고 알리고, 다시 돌아오면 같은 방송이 이어집니다.',
  streamSave: '저장',
  streamSaved: '방송 설정을 저장했습니다.',
  stopTitle: '채널이 정지되었습니다',
  stopBody: '정지 기간에는 방송하거나 대시보드를 사용할 수 없습니다.',
  stopConfirm: '홈으로 이동',
  encoderSetup: '인코더 설정',
  encoderSetupLead: '인코더(OBS 등)에서 서버에 수신 URL을 입력하고 스트림 키를 붙여넣으세요.',
  ingestUrl: '수신 URL (RTMP 서버)',
  copyIngestUrl: 'URL 복사',
  streamKey: '스트림 키',
  showStreamKey: '키 보기',
  hideStreamKey: '키 숨기기',
  copyStreamKey: '키 복사',
  regenerateStreamKey: '키 재발급',
  regenerateStreamKeyTitle: '스트림 키를 재발급할까요?',
  regenerateStreamKeyBody: '현재 키를 쓰는 인코더는 새 키를 입력할 때까지 방송할 수 없습니다.',
  regenerateFailed: '스트림 키를 재발급하지 못했습니다. 다시 시도해 주세요.',
  streamKeyRegenerated: '새 스트림 키가 발급되었습니다. 인코더에 입력해 주세요.',
  streamKeyCopied: '스트림 키를 복사했습니다.',
  ingestUrlCopied: '수신 URL을 복사했습니다.',
  copyFailed: '복사하지 못했습니다. 텍스트를 선택해 직접 복사해 주세요.',
  cancel: '취소',
}

const thTH: SiteMessages = {
  home: 'หน้าแรก',
  homeIntro: 'ไลฟ์สตรีม วิดีโอ และคอมมูนิตี้ของช่อง สร้างด้วยชุดเครื่องมือ Airwave',
  goToChannel: 'ไปที่ช่อง',
  channelIdLabel: 'ID ช่อง',
  go: 'ไป',
  myChannel: 'ช่องของฉัน',
  account: 'บัญชี',
  signIn: 'เข้าสู่ระบบ',
  signOut: 'ออกจากระบบ',
  signInTitle: 'เข้าสู่ระบบด้วยอีเมล',
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  signingIn: 'กำลังเข้าสู่ระบบ…',
  signedInAs: 'เข้าสู่ระบบในชื่อ',
  themeDark: 'ธีมมืด',
  themeLight: 'ธีมสว่าง',
  language: 'ภาษา',
  blockedUsers: 'ผู้ใช้ที่ถูกบล็อก',
  settingsMenu: 'การตั้งค่า',
  menu: 'เมนู',
  community: 'คอมมูนิตี้',
  goToCommunity: 'ไปที่คอมมูนิตี้',
  live: 'LIVE',
  viewers: 'ผู้ชม',
  viewer: 'ผู้ชม',
  offline: 'ออฟไลน์',
  offlineBody: 'ช่องนี้ไม่ได้ถ่ายทอดสดอยู่ในขณะนี้',
  video: 'วิดีโอ',
  loading: 'กำลังโหลด…',
  failed: 'เกิดข้อผิดพลาด',
  retry: 'ลองอีกครั้ง',
  notFound: 'ไม่พบหน้านี้',
  notFoundBody: 'ไม่มีหน้าที่คุณกำลังมองหา',
  channelNotFound: 'ไม่มีช่องนี้',
  videoNotFound: 'ไม่มีวิดีโอนี้ หรือวิดีโอยังไม่พร้อม',
  backToChannel: 'กลับไปที่ช่อง',
  dashboard: 'แดชบอร์ด',
  dashboardCommunity: 'โพสต์ในชุมชน',
  newPost: 'โพสต์ใหม่',
  writePost: 'เขียนโพสต์',
  needChannel: 'สร้างช่องของคุณก่อน โพสต์จะอยู่ในช่อง',
  editPost: 'แก้ไขโพสต์',
  likes: 'ถูกใจ',
  like: 'ถูกใจ',
  chat: 'แชท',
  popOutChat: 'เปิดแชทในหน้าต่างใหม่',
  dashboardChat: 'ตั้งค่าแชท',
  dashboardChatTitle: 'แชท',
  dashboardPolls: 'โพล',
  dashboardMonetization: 'การสร้างรายได้',
  dashboardStream: 'ไลฟ์',
  livePreview: 'ตัวอย่างไลฟ์',
  previewOff: 'คุณยังไม่ได้ไลฟ์ เริ่มโปรแกรมถ่ายทอดเพื่อเริ่มไลฟ์',
  streamTitleLabel: 'ชื่อไลฟ์',
  streamAdult: 'สำหรับผู้ใหญ่เท่านั้น',
  streamAdultHint: 'ผู้ชมต้องยืนยันว่าเป็นผู้ใหญ่ก่อนรับชม',
  streamTagsLabel: 'แท็ก',
  streamTagsHint: 'คั่นแท็กด้วยเครื่องหมายจุลภาค: สูงสุด {limit} แท็ก แต่ละแท็กไม่เกิน {length} ตัวอักษร',
  streamTagsTooMany: 'ใช้แท็กได้สูงสุด {limit} แท็ก',
  streamTagsTooLong: 'แต่ละแท็กต้องไม่เกิน {length} ตัวอักษร',
  streamPendingEnd: 'รอฉันหากไลฟ์หลุด',
  streamPendingEndHint:
    'เมื่อโปรแกรมถ่ายทอดหยุด ผู้ชมจะเห็นว่าไลฟ์หยุดชั่วคราวนานสูงสุดหนึ่งนาที และไลฟ์เดิมจะดำเนินต่อเมื่อคุณกลับมา',
  streamSave: 'บันทึก',
  streamSaved: 'บันทึกการตั้งค่าไลฟ์แล้ว',
  stopTitle: 'ช่องของคุณถูกระงับ',
  stopBody: 'คุณไม่สามารถไลฟ์หรือใช้แดชบอร์ดได้ระหว่างการระงับ',
  stopConfirm: 'ไปที่หน้าแรก',
  encoderSetup: 'ตั้งค่าโปรแกรมถ่ายทอด',
  encoderSetupLead: 'ในโปรแกรมถ่ายทอด (OBS หรืออื่น ๆ) ตั้งเซิร์ฟเวอร์เป็น URL รับสัญญาณ แล้ววางสตรีมคีย์',
  ingestUrl: 'URL รับสัญญาณ (เซิร์ฟเวอร์ RTMP)',
  copyIngestUrl: 'คัดลอก URL',
  streamKey: 'สตรีมคีย์',
  showStreamKey: 'แสดงคีย์',
  hideStreamKey: 'ซ่อนคีย์',
  copyStreamKey: 'คัดลอกคีย์',
  regenerateStreamKey: 'สร้างคีย์ใหม่',
  regenerateStreamKeyTitle: 'สร้างสตรีมคีย์ใหม่หรือไม่',
  regenerateStreamKeyBody: 'โปรแกรมถ่ายทอดที่ใช้คีย์ปัจจุบันจะใช้งานไม่ได้จนกว่าจะใส่คีย์ใหม่',
  regenerateFailed: 'สร้างสตรีมคีย์ใหม่ไม่สำเร็จ ลองอีกครั้ง',
  streamKeyRegenerated: 'สตรีมคีย์ใหม่พร้อมแล้ว โปรดอัปเดตโปรแกรมถ่ายทอด',
  streamKeyCopied: 'คัดลอกสตรีมคีย์แล้ว',
  ingestUrlCopied: 'คัดลอก URL รับสัญญาณแล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ เลือกข้อความแล้วคัดลอกเอง',
  cancel: 'ยกเลิก',
}

const zhCN: SiteMessages = {
  home: '首页',
  homeIntro: '使用 Airwave 套件构建的直播、视频和频道社区。',
  goToChannel: '前往频道',
  channelIdLabel: '频道 ID',
  go: '前往',
  myChannel: '我的频道',
  account: '账户',
  signIn: '登录',
  signOut: '退出登录',
  signInTitle: '使用邮箱登录',
  email: '邮箱',
  password: '密码',
  signingIn: '正在登录…',
  signedInAs: '当前账号',
  themeDark: '深色主题',
  themeLight: '浅色主题',
  language: '语言',
  blockedUsers: '已屏蔽的用户',
  settingsMenu: '设置',
  menu: '菜单',
  community: '社区',
  goToCommunity: '前往社区',
  live: 'LIVE',
  viewers: '人观看',
  viewer: '人观看',
  offline: '未开播',
  offlineBody: '该频道当前没有直播。',
  video: '视频',
  loading: '加载中…',
  failed: '出错了。',
  retry: '重试',
  notFound: '页面不存在',
  notFoundBody: '你要找的页面不存在。',
  channelNotFound: '该频道不存在。',
  videoNotFound: '该视频不存在或尚未就绪。',
  backToChannel: '返回频道',
  dashboard: '控制台',
  dashboardCommunity: '社区帖子',
  newPost: '新帖子',
  writePost: '写帖子',
  needChannel: '请先创建频道：帖子属于频道。',
  editPost: '编辑帖子',
  likes: '赞',
  like: '赞',
  chat: '聊天',
  popOutChat: '在新窗口打开聊天',
  dashboardChat: '聊天设置',
  dashboardChatTitle: '聊天',
  dashboardPolls: '投票',
  dashboardMonetization: '创收',
  dashboardStream: '直播',
  livePreview: '直播预览',
  previewOff: '你还没有开播。启动推流软件即可开播。',
  streamTitleLabel: '直播标题',
  streamAdult: '仅限成人',
  streamAdultHint: '观众观看前需确认已成年。',
  streamTagsLabel: '标签',
  streamTagsHint: '用逗号分隔标签：最多 {limit} 个，每个不超过 {length} 个字符。',
  streamTagsTooMany: '最多使用 {limit} 个标签。',
  streamTagsTooLong: '每个标签不超过 {length} 个字符。',
  streamPendingEnd: '直播中断时等我回来',
  streamPendingEndHint: '推流停止后，观众会看到直播暂停，最长一分钟；你回来后同一场直播继续。',
  streamSave: '保存',
  streamSaved: '直播设置已保存。',
  stopTitle: '你的频道已被停用',
  stopBody: '停用期间无法直播或使用控制台。',
  stopConfirm: '前往首页',
  encoderSetup: '推流设置',
  encoderSetupLead: '在推流软件（OBS 等）中，将服务器设为推流地址，并粘贴串流密钥。',
  ingestUrl: '推流地址（RTMP 服务器）',
  copyIngestUrl: '复制地址',
  streamKey: '串流密钥',
  showStreamKey: '显示密钥',
  hideStreamKey: '隐藏密钥',
  copyStreamKey: '复制密钥',
  regenerateStreamKey: '重新生成密钥',
  regenerateStreamKeyTitle: '要重新生成串流密钥吗？',
  regenerateStreamKeyBody: '使用当前密钥的推流软件将无法推流，直到填入新密钥。',
  regenerateFailed: '未能重新生成串流密钥，请重试。',
  streamKeyRegenerated: '新的串流密钥已生成，请更新推流软件。',
  streamKeyCopied: '已复制串流密钥。',
  ingestUrlCopied: '已复制推流地址。',
  copyFailed: '无法复制，请选中文本后自行复制。',
  cancel: '取消',
}

const zhTW: SiteMessages = {
  home: '首頁',
  homeIntro: '使用 Airwave 套件打造的直播、影片與頻道社群。',
  goToChannel: '前往頻道',
  channelIdLabel: '頻道 ID',
  go: '前往',
  myChannel: '我的頻道',
  account: '帳戶',
  signIn: '登入',
  signOut: '登出',
  signInTitle: '使用電子郵件登入',
  email: '電子郵件',
  password: '密碼',
  signingIn: '登入中…',
  signedInAs: '目前帳號',
  themeDark: '深色主題',
  themeLight: '淺色主題',
  language: '語言',
  blockedUsers: '已封鎖的使用者',
  settingsMenu: '設定',
  menu: '選單',
  community: '社群',
  goToCommunity: '前往社群',
  live: 'LIVE',
  viewers: '人觀看',
  viewer: '人觀看',
  offline: '未開台',
  offlineBody: '這個頻道目前沒有直播。',
  video: '影片',
  loading: '載入中…',
  failed: '發生錯誤。',
  retry: '重試',
  notFound: '找不到頁面',
  notFoundBody: '你要找的頁面不存在。',
  channelNotFound: '這個頻道不存在。',
  videoNotFound: '這部影片不存在或尚未準備好。',
  backToChannel: '返回頻道',
  dashboard: '主控台',
  dashboardCommunity: '社群貼文',
  newPost: '新貼文',
  writePost: '撰寫貼文',
  needChannel: '請先建立頻道：貼文屬於頻道。',
  editPost: '編輯貼文',
  likes: '讚',
  like: '讚',
  chat: '聊天',
  popOutChat: '在新視窗開啟聊天',
  dashboardChat: '聊天設定',
  dashboardChatTitle: '聊天',
  dashboardPolls: '投票',
  dashboardMonetization: '營利',
  dashboardStream: '直播',
  livePreview: '直播預覽',
  previewOff: '你尚未開播。啟動推流軟體即可開播。',
  streamTitleLabel: '直播標題',
  streamAdult: '僅限成人',
  streamAdultHint: '觀眾觀看前需確認已成年。',
  streamTagsLabel: '標籤',
  streamTagsHint: '以逗號分隔標籤：最多 {limit} 個，每個不超過 {length} 個字元。',
  streamTagsTooMany: '最多使用 {limit} 個標籤。',
  streamTagsTooLong: '每個標籤不超過 {length} 個字元。',
  streamPendingEnd: '直播中斷時等我回來',
  streamPendingEndHint: '推流停止後，觀眾會看到直播暫停，最長一分鐘；你回來後同一場直播繼續。',
  streamSave: '儲存',
  streamSaved: '直播設定已儲存。',
  stopTitle: '你的頻道已被停權',
  stopBody: '停權期間無法直播或使用控制台。',
  stopConfirm: '前往首頁',
  encoderSetup: '推流設定',
  encoderSetupLead: '在推流軟體（OBS 等）中，將伺服器設為推流網址，並貼上串流金鑰。',
  ingestUrl: '推流網址（RTMP 伺服器）',
  copyIngestUrl: '複製網址',
  streamKey: '串流金鑰',
  showStreamKey: '顯示金鑰',
  hideStreamKey: '隱藏金鑰',
  copyStreamKey: '複製金鑰',
  regenerateStreamKey: '重新產生金鑰',
  regenerateStreamKeyTitle: '要重新產生串流金鑰嗎？',
  regenerateStreamKeyBody: '使用目前金鑰的推流軟體將無法推流，直到填入新金鑰。',
  regenerateFailed: '無法重新產生串流金鑰，請再試一次。',
  streamKeyRegenerated: '新的串流金鑰已產生，請更新推流軟體。',
  streamKeyCopied: '已複製串流金鑰。',
  ingestUrlCopied: '已複製推流網址。',
  copyFailed: '無法複製，請選取文字後自行複製。',
  cancel: '取消',
}

const jaJP: SiteMessages = {
  home: 'ホーム',
  homeIntro: 'Airwave キットで作ったライブ配信、動画、チャンネルコミュニティです。',
  goToChannel: 'チャンネルへ移動',
  channelIdLabel: 'チャンネル ID',
  go: '移動',
  myChannel: 'マイチャンネル',
  account: 'アカウント',
  signIn: 'ログイン',
  signOut: 'ログアウト',
  signInTitle: 'メールアドレスでログイン',
  email: 'メールアドレス',
  password: 'パスワード',
  signingIn: 'ログイン中…',
  signedInAs: 'ログイン中のアカウント',
  themeDark: 'ダークテーマ',
  themeLight: 'ライトテーマ',
  language: '言語',
  blockedUsers: 'ブロックしたユーザー',
  settingsMenu: '設定',
  menu: 'メニュー',
  community: 'コミュニティ',
  goToCommunity: 'コミュニティへ',
  live: 'LIVE',
  viewers: '人が視聴中',
  viewer: '人が視聴中',
  offline: 'オフライン',
  offlineBody: 'このチャンネルは現在配信していません。',
  video: '動画',
  loading: '読み込み中…',
  failed: 'エラーが発生しました。',
  retry: '再試行',
  notFound: 'ページが見つかりません',
  notFoundBody: 'お探しのページは存在しません。',
  channelNotFound: 'このチャンネルは存在しません。',
  videoNotFound: 'この動画は存在しないか、まだ準備ができていません。',
  backToChannel: 'チャンネルに戻る',
  dashboard: 'ダッシュボード',
  dashboardCommunity: 'コミュニティ投稿',
  newPost: '新しい投稿',
  writePost: '投稿を書く',
  needChannel: '先にチャンネルを作成してください。投稿はチャンネルに属します。',
  editPost: '投稿を編集',
  likes: 'いいね',
  like: 'いいね',
  chat: 'チャット',
  popOutChat: 'チャットを別ウィンドウで開く',
  dashboardChat: 'チャット設定',
  dashboardChatTitle: 'チャット',
  dashboardPolls: '投票',
  dashboardMonetization: '収益化',
  dashboardStream: '配信',
  livePreview: '配信プレビュー',
  previewOff: '配信していません。エンコーダーを開始すると配信が始まります。',
  streamTitleLabel: '配信タイトル',
  streamAdult: '成人向け',
  streamAdultHint: '視聴者は視聴前に成人であることを確認します。',
  streamTagsLabel: 'タグ',
  streamTagsHint: 'タグはカンマで区切ってください。最大 {limit} 個、各 {length} 文字までです。',
  streamTagsTooMany: 'タグは最大 {limit} 個までです。',
  streamTagsTooLong: '各タグは {length} 文字以内にしてください。',
  streamPendingEnd: '配信が途切れたら少し待つ',
  streamPendingEndHint:
    'エンコーダーが止まると、視聴者には最大1分間配信が一時停止中と表示され、戻ると同じ配信が続きます。',
  streamSave: '保存',
  streamSaved: '配信設定を保存しました。',
  stopTitle: 'チャンネルが停止されています',
  stopBody: '停止期間中は配信やダッシュボードを利用できません。',
  stopConfirm: 'ホームへ移動',
  encoderSetup: 'エンコーダー設定',
  encoderSetupLead:
    'エンコーダー（OBS など）でサーバーに取り込み URL を設定し、ストリームキーを貼り付けてください。',
  ingestUrl: '取り込み URL（RTMP サーバー）',
  copyIngestUrl: 'URL をコピー',
  streamKey: 'ストリームキー',
  showStreamKey: 'キーを表示',
  hideStreamKey: 'キーを隠す',
  copyStreamKey: 'キーをコピー',
  regenerateStreamKey: 'キーを再発行',
  regenerateStreamKeyTitle: 'ストリームキーを再発行しますか？',
  regenerateStreamKeyBody:
    '現在のキーを使うエンコーダーは、新しいキーを設定するまで配信できなくなります。',
  regenerateFailed: 'ストリームキーを再発行できませんでした。もう一度お試しください。',
  streamKeyRegenerated: '新しいストリームキーを発行しました。エンコーダーを更新してください。',
  streamKeyCopied: 'ストリームキーをコピーしました。',
  ingestUrlCopied: '取り込み URL をコピーしました。',
  copyFailed: 'コピーできませんでした。テキストを選択してコピーしてください。',
  cancel: 'キャンセル',
}

/** The site's words in each of the kit's six locales. */
export const siteMessages: Record<Locale, SiteMessages> = {
  'en-US': enUS,
  'ko-KR': koKR,
  'th-TH': thTH,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ja-JP': jaJP,
}

/** Each locale named in its own language, for the picker. */
export const localeNames: Record<Locale, string> = {
  'en-US': 'English',
  'ko-KR': '한국어',
  'th-TH': 'ไทย',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ja-JP': '日本語',
}
