import type { Locale } from '@airwave/react'
import { useSite } from '../app/siteContext'

/**
 * The site's words for finding things: the home page, the lists, search, following, the
 * channel's and the video's pages. Apart from `messages.ts` so each area's words stay together.
 */
export interface DiscoveryMessages {
  liveNow: string
  recentVideos: string
  channelsToFollow: string
  seeAll: string
  navLive: string
  navVideos: string
  navFollowing: string
  mainNav: string
  liveTitle: string
  videosTitle: string
  replaysTitle: string
  clipsTitle: string
  uploadsTitle: string
  allVideos: string
  noLive: string
  noVideos: string
  noChannels: string
  loadMore: string
  categoryTitle: string
  categoryNotFound: string
  followingTitle: string
  followingChannels: string
  followingCategories: string
  followingSignIn: string
  followingEmpty: string
  followingCategoriesEmpty: string
  searchLabel: string
  searchPlaceholder: string
  searchSubmit: string
  searchResults: string
  searchChannels: string
  searchStreams: string
  searchVideos: string
  searchCategories: string
  searchEmpty: string
  searchAsk: string
  tagResults: string
  follow: string
  following: string
  followers: string
  follower: string
  channelVideos: string
  uninterestedTitle: string
  uninterestedEmpty: string
  uninterestedBody: string
  remove: string
  previous: string
  next: string
  pageOf: string
  views: string
  view: string
  uploadedOn: string
  upNext: string
  autoplay: string
  resumedAt: string
  channelLink: string
  videoTitleFallback: string
  notInterested: string
  editVideo: string
  videoTitleLabel: string
  hideVideo: string
  save: string
  cancel: string
  videoSaved: string
  videoDeleted: string
  reportVideo: string
  reportFiled: string
  actionFailed: string
}

const enUS: DiscoveryMessages = {
  liveNow: 'Live now',
  recentVideos: 'Recent videos',
  channelsToFollow: 'Channels to follow',
  seeAll: 'See all',
  navLive: 'Live',
  navVideos: 'Videos',
  navFollowing: 'Following',
  mainNav: 'Main',
  liveTitle: 'Live channels',
  videosTitle: 'Videos',
  replaysTitle: 'Replays',
  clipsTitle: 'Clips',
  uploadsTitle: 'Uploads',
  allVideos: 'All',
  noLive: 'No channel is live right now.',
  noVideos: 'No videos yet.',
  noChannels: 'No channels yet.',
  loadMore: 'Show more',
  categoryTitle: 'Category',
  categoryNotFound: 'This category does not exist.',
  followingTitle: 'Following',
  followingChannels: 'Channels',
  followingCategories: 'Categories',
  followingSignIn: 'Sign in to see the channels you follow.',
  followingEmpty: 'You do not follow any channel yet.',
  followingCategoriesEmpty: 'You do not follow any category yet.',
  searchLabel: 'Search',
  searchPlaceholder: 'Search channels, lives and videos',
  searchSubmit: 'Search',
  searchResults: 'Results for “{keyword}”',
  searchChannels: 'Channels',
  searchStreams: 'Live',
  searchVideos: 'Videos',
  searchCategories: 'Categories',
  searchEmpty: 'Nothing matches “{keyword}”.',
  searchAsk: 'Type a word to search channels, lives and videos.',
  tagResults: 'Tagged #{tag}',
  follow: 'Follow',
  following: 'Following',
  followers: 'followers',
  follower: 'follower',
  channelVideos: 'Videos',
  uninterestedTitle: 'Not interested',
  uninterestedEmpty: 'You have not hidden any channel.',
  uninterestedBody: 'Cards of these channels are hidden from your lists.',
  remove: 'Remove',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  views: 'views',
  view: 'view',
  uploadedOn: 'Published',
  upNext: 'Up next',
  autoplay: 'Autoplay',
  resumedAt: 'Resumed where you left off',
  channelLink: 'Channel',
  videoTitleFallback: 'Video #{idx}',
  notInterested: 'Not interested',
  editVideo: 'Edit video',
  videoTitleLabel: 'Title',
  hideVideo: 'Hide this video',
  save: 'Save',
  cancel: 'Cancel',
  videoSaved: 'Video saved',
  videoDeleted: 'Video deleted',
  reportVideo: 'Report',
  reportFiled: 'Report sent. Thank you.',
  actionFailed: 'That did not work. Please try again.',
}

const koKR: DiscoveryMessages = {
  liveNow: '지금 라이브',
  recentVideos: '최근 동영상',
  channelsToFollow: '팔로우할 채널',
  seeAll: '전체 보기',
  navLive: '라이브',
  navVideos: '동영상',
  navFollowing: '팔로잉',
  mainNav: '주 메뉴',
  liveTitle: '라이브 채널',
  videosTitle: '동영상',
  replaysTitle: '다시보기',
  clipsTitle: '클립',
  uploadsTitle: '업로드',
  allVideos: '전체',
  noLive: '지금 방송 중인 채널이 없습니다.',
  noVideos: '아직 동영상이 없습니다.',
  noChannels: '아직 채널이 없습니다.',
  loadMore: '더 보기',
  categoryTitle: '카테고리',
  categoryNotFound: '존재하지 않는 카테고리입니다.',
  followingTitle: '팔로잉',
  followingChannels: '채널',
  followingCategories: '카테고리',
  followingSignIn: '로그인하면 팔로우한 채널을 볼 수 있습니다.',
  followingEmpty: '아직 팔로우한 채널이 없습니다.',
  followingCategoriesEmpty: '아직 팔로우한 카테고리가 없습니다.',
  searchLabel: '검색',
  searchPlaceholder: '채널, 라이브, 동영상 검색',
  searchSubmit: '검색',
  searchResults: '“{keyword}” 검색 결과',
  searchChannels: '채널',
  searchStreams: '라이브',
  searchVideos: '동영상',
  searchCategories: '카테고리',
  searchEmpty: '“{keyword}”에 대한 결과가 없습니다.',
  searchAsk: '채널, 라이브, 동영상을 검색할 단어를 입력하세요.',
  tagResults: '#{tag} 태그',
  follow: '팔로우',
  following: '팔로잉',
  followers: '팔로워',
  follower: '팔로워',
  channelVideos: '동영상',
  uninterestedTitle: '관심 없음',
  uninterestedEmpty: '숨긴 채널이 없습니다.',
  uninterestedBody: '이 채널들의 카드는 목록에서 숨겨집니다.',
  remove: '삭제',
  previous: '이전',
  next: '다음',
  pageOf: '{page} / {pages} 페이지',
  views: '조회',
  view: '조회',
  uploadedOn: '게시일',
  upNext: '다음 동영상',
  autoplay: '자동 재생',
  resumedAt: '마지막으로 본 위치부터 재생합니다',
  channelLink: '채널',
  videoTitleFallback: '동영상 #{idx}',
  notInterested: '관심 없음',
  editVideo: '동영상 편집',
  videoTitleLabel: '제목',
  hideVideo: '이 동영상 숨기기',
  save: '저장',
  cancel: '취소',
  videoSaved: '동영상을 저장했습니다',
  videoDeleted: '동영상을 삭제했습니다',
  reportVideo: '신고',
  reportFiled: '신고가 접수되었습니다. 감사합니다.',
  actionFailed: '처리하지 못했습니다. 다시 시도해 주세요.',
}

const jaJP: DiscoveryMessages = {
  liveNow: '配信中',
  recentVideos: '最近の動画',
  channelsToFollow: 'おすすめのチャンネル',
  seeAll: 'すべて表示',
  navLive: 'ライブ',
  navVideos: '動画',
  navFollowing: 'フォロー中',
  mainNav: 'メイン',
  liveTitle: '配信中のチャンネル',
  videosTitle: '動画',
  replaysTitle: 'アーカイブ',
  clipsTitle: 'クリップ',
  uploadsTitle: 'アップロード',
  allVideos: 'すべて',
  noLive: '現在配信中のチャンネルはありません。',
  noVideos: 'まだ動画がありません。',
  noChannels: 'まだチャンネルがありません。',
  loadMore: 'もっと見る',
  categoryTitle: 'カテゴリー',
  categoryNotFound: 'このカテゴリーは存在しません。',
  followingTitle: 'フォロー中',
  followingChannels: 'チャンネル',
  followingCategories: 'カテゴリー',
  followingSignIn: 'ログインするとフォロー中のチャンネルが表示されます。',
  followingEmpty: 'まだフォローしているチャンネルはありません。',
  followingCategoriesEmpty: 'まだフォローしているカテゴリーはありません。',
  searchLabel: '検索',
  searchPlaceholder: 'チャンネル・ライブ・動画を検索',
  searchSubmit: '検索',
  searchResults: '「{keyword}」の検索結果',
  searchChannels: 'チャンネル',
  searchStreams: 'ライブ',
  searchVideos: '動画',
  searchCategories: 'カテゴリー',
  searchEmpty: '「{keyword}」に一致する結果はありません。',
  searchAsk: 'チャンネル・ライブ・動画を探す言葉を入力してください。',
  tagResults: '#{tag} のタグ',
  follow: 'フォロー',
  following: 'フォロー中',
  followers: 'フォロワー',
  follower: 'フォロワー',
  channelVideos: '動画',
  uninterestedTitle: '興味なし',
  uninterestedEmpty: '非表示にしたチャンネルはありません。',
  uninterestedBody: 'これらのチャンネルのカードは一覧に表示されません。',
  remove: '削除',
  previous: '前へ',
  next: '次へ',
  pageOf: '{page} / {pages} ページ',
  views: '回視聴',
  view: '回視聴',
  uploadedOn: '公開日',
  upNext: '次の動画',
  autoplay: '自動再生',
  resumedAt: '前回の続きから再生します',
  channelLink: 'チャンネル',
  videoTitleFallback: '動画 #{idx}',
  notInterested: '興味なし',
  editVideo: '動画を編集',
  videoTitleLabel: 'タイトル',
  hideVideo: 'この動画を非公開にする',
  save: '保存',
  cancel: 'キャンセル',
  videoSaved: '動画を保存しました',
  videoDeleted: '動画を削除しました',
  reportVideo: '通報',
  reportFiled: '通報を受け付けました。ありがとうございます。',
  actionFailed: 'うまくいきませんでした。もう一度お試しください。',
}

const thTH: DiscoveryMessages = {
  liveNow: 'กำลังไลฟ์',
  recentVideos: 'วิดีโอล่าสุด',
  channelsToFollow: 'ช่องที่น่าติดตาม',
  seeAll: 'ดูทั้งหมด',
  navLive: 'ไลฟ์',
  navVideos: 'วิดีโอ',
  navFollowing: 'กำลังติดตาม',
  mainNav: 'เมนูหลัก',
  liveTitle: 'ช่องที่กำลังไลฟ์',
  videosTitle: 'วิดีโอ',
  replaysTitle: 'รีเพลย์',
  clipsTitle: 'คลิป',
  uploadsTitle: 'อัปโหลด',
  allVideos: 'ทั้งหมด',
  noLive: 'ขณะนี้ไม่มีช่องที่กำลังไลฟ์',
  noVideos: 'ยังไม่มีวิดีโอ',
  noChannels: 'ยังไม่มีช่อง',
  loadMore: 'แสดงเพิ่มเติม',
  categoryTitle: 'หมวดหมู่',
  categoryNotFound: 'ไม่มีหมวดหมู่นี้',
  followingTitle: 'กำลังติดตาม',
  followingChannels: 'ช่อง',
  followingCategories: 'หมวดหมู่',
  followingSignIn: 'เข้าสู่ระบบเพื่อดูช่องที่คุณติดตาม',
  followingEmpty: 'คุณยังไม่ได้ติดตามช่องใด',
  followingCategoriesEmpty: 'คุณยังไม่ได้ติดตามหมวดหมู่ใด',
  searchLabel: 'ค้นหา',
  searchPlaceholder: 'ค้นหาช่อง ไลฟ์ และวิดีโอ',
  searchSubmit: 'ค้นหา',
  searchResults: 'ผลการค้นหา “{keyword}”',
  searchChannels: 'ช่อง',
  searchStreams: 'ไลฟ์',
  searchVideos: 'วิดีโอ',
  searchCategories: 'หมวดหมู่',
  searchEmpty: 'ไม่พบผลลัพธ์สำหรับ “{keyword}”',
  searchAsk: 'พิมพ์คำเพื่อค้นหาช่อง ไลฟ์ และวิดีโอ',
  tagResults: 'แท็ก #{tag}',
  follow: 'ติดตาม',
  following: 'กำลังติดตาม',
  followers: 'ผู้ติดตาม',
  follower: 'ผู้ติดตาม',
  channelVideos: 'วิดีโอ',
  uninterestedTitle: 'ไม่สนใจ',
  uninterestedEmpty: 'คุณยังไม่ได้ซ่อนช่องใด',
  uninterestedBody: 'การ์ดของช่องเหล่านี้จะถูกซ่อนจากรายการของคุณ',
  remove: 'นำออก',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  pageOf: 'หน้า {page} จาก {pages}',
  views: 'ครั้งที่ดู',
  view: 'ครั้งที่ดู',
  uploadedOn: 'เผยแพร่เมื่อ',
  upNext: 'วิดีโอถัดไป',
  autoplay: 'เล่นอัตโนมัติ',
  resumedAt: 'เล่นต่อจากที่คุณดูค้างไว้',
  channelLink: 'ช่อง',
  videoTitleFallback: 'วิดีโอ #{idx}',
  notInterested: 'ไม่สนใจ',
  editVideo: 'แก้ไขวิดีโอ',
  videoTitleLabel: 'ชื่อ',
  hideVideo: 'ซ่อนวิดีโอนี้',
  save: 'บันทึก',
  cancel: 'ยกเลิก',
  videoSaved: 'บันทึกวิดีโอแล้ว',
  videoDeleted: 'ลบวิดีโอแล้ว',
  reportVideo: 'รายงาน',
  reportFiled: 'ส่งรายงานแล้ว ขอบคุณ',
  actionFailed: 'ไม่สำเร็จ โปรดลองอีกครั้ง',
}

const zhCN: DiscoveryMessages = {
  liveNow: '正在直播',
  recentVideos: '最新视频',
  channelsToFollow: '推荐关注的频道',
  seeAll: '查看全部',
  navLive: '直播',
  navVideos: '视频',
  navFollowing: '关注',
  mainNav: '主菜单',
  liveTitle: '直播中的频道',
  videosTitle: '视频',
  replaysTitle: '回放',
  clipsTitle: '剪辑',
  uploadsTitle: '上传',
  allVideos: '全部',
  noLive: '目前没有频道在直播。',
  noVideos: '还没有视频。',
  noChannels: '还没有频道。',
  loadMore: '显示更多',
  categoryTitle: '分类',
  categoryNotFound: '该分类不存在。',
  followingTitle: '关注',
  followingChannels: '频道',
  followingCategories: '分类',
  followingSignIn: '登录后即可查看你关注的频道。',
  followingEmpty: '你还没有关注任何频道。',
  followingCategoriesEmpty: '你还没有关注任何分类。',
  searchLabel: '搜索',
  searchPlaceholder: '搜索频道、直播和视频',
  searchSubmit: '搜索',
  searchResults: '“{keyword}”的搜索结果',
  searchChannels: '频道',
  searchStreams: '直播',
  searchVideos: '视频',
  searchCategories: '分类',
  searchEmpty: '没有与“{keyword}”匹配的结果。',
  searchAsk: '输入关键词搜索频道、直播和视频。',
  tagResults: '标签 #{tag}',
  follow: '关注',
  following: '已关注',
  followers: '位关注者',
  follower: '位关注者',
  channelVideos: '视频',
  uninterestedTitle: '不感兴趣',
  uninterestedEmpty: '你还没有隐藏任何频道。',
  uninterestedBody: '这些频道的卡片不会出现在你的列表中。',
  remove: '移除',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {page} 页，共 {pages} 页',
  views: '次观看',
  view: '次观看',
  uploadedOn: '发布于',
  upNext: '接下来播放',
  autoplay: '自动播放',
  resumedAt: '从上次观看的位置继续播放',
  channelLink: '频道',
  videoTitleFallback: '视频 #{idx}',
  notInterested: '不感兴趣',
  editVideo: '编辑视频',
  videoTitleLabel: '标题',
  hideVideo: '隐藏此视频',
  save: '保存',
  cancel: '取消',
  videoSaved: '视频已保存',
  videoDeleted: '视频已删除',
  reportVideo: '举报',
  reportFiled: '举报已提交，谢谢。',
  actionFailed: '操作失败，请重试。',
}

const zhTW: DiscoveryMessages = {
  liveNow: '正在直播',
  recentVideos: '最新影片',
  channelsToFollow: '推薦追隨的頻道',
  seeAll: '查看全部',
  navLive: '直播',
  navVideos: '影片',
  navFollowing: '追隨中',
  mainNav: '主選單',
  liveTitle: '直播中的頻道',
  videosTitle: '影片',
  replaysTitle: '重播',
  clipsTitle: '精華片段',
  uploadsTitle: '上傳',
  allVideos: '全部',
  noLive: '目前沒有頻道在直播。',
  noVideos: '還沒有影片。',
  noChannels: '還沒有頻道。',
  loadMore: '顯示更多',
  categoryTitle: '分類',
  categoryNotFound: '此分類不存在。',
  followingTitle: '追隨中',
  followingChannels: '頻道',
  followingCategories: '分類',
  followingSignIn: '登入後即可查看你追隨的頻道。',
  followingEmpty: '你還沒有追隨任何頻道。',
  followingCategoriesEmpty: '你還沒有追隨任何分類。',
  searchLabel: '搜尋',
  searchPlaceholder: '搜尋頻道、直播和影片',
  searchSubmit: '搜尋',
  searchResults: '「{keyword}」的搜尋結果',
  searchChannels: '頻道',
  searchStreams: '直播',
  searchVideos: '影片',
  searchCategories: '分類',
  searchEmpty: '沒有符合「{keyword}」的結果。',
  searchAsk: '輸入關鍵字搜尋頻道、直播和影片。',
  tagResults: '標籤 #{tag}',
  follow: '追隨',
  following: '追隨中',
  followers: '位追隨者',
  follower: '位追隨者',
  channelVideos: '影片',
  uninterestedTitle: '不感興趣',
  uninterestedEmpty: '你還沒有隱藏任何頻道。',
  uninterestedBody: '這些頻道的卡片不會出現在你的列表中。',
  remove: '移除',
  previous: '上一頁',
  next: '下一頁',
  pageOf: '第 {page} 頁，共 {pages} 頁',
  views: '次觀看',
  view: '次觀看',
  uploadedOn: '發布於',
  upNext: '接下來播放',
  autoplay: '自動播放',
  resumedAt: '從上次觀看的位置繼續播放',
  channelLink: '頻道',
  videoTitleFallback: '影片 #{idx}',
  notInterested: '不感興趣',
  editVideo: '編輯影片',
  videoTitleLabel: '標題',
  hideVideo: '隱藏此影片',
  save: '儲存',
  cancel: '取消',
  videoSaved: '影片已儲存',
  videoDeleted: '影片已刪除',
  reportVideo: '檢舉',
  reportFiled: '檢舉已送出，謝謝。',
  actionFailed: '操作失敗，請再試一次。',
}

const discoveryMessages: Record<Locale, DiscoveryMessages> = {
  'en-US': enUS,
  'ko-KR': koKR,
  'th-TH': thTH,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ja-JP': jaJP,
}

/** The discovery words in the site's current language. */
export function useDiscoveryText(): DiscoveryMessages {
  return discoveryMessages[useSite().locale]
}

/** Fills `{name}` slots of a message. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  )
}

/** `3 viewers`, `1 follower`: the word by the language's plural rule. */
export function counted(locale: string, count: number, one: string, other: string): string {
  const word = new Intl.PluralRules(locale).select(count) === 'one' ? one : other
  return `${new Intl.NumberFormat(locale).format(count)} ${word}`
}
