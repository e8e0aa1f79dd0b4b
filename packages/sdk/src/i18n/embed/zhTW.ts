import type { EmbedMessages } from './embedMessages'

/** The embed's words in Traditional Chinese. */
export const zhTW: EmbedMessages = {
  play: '播放',
  playChannel: '播放 {name}',
  playVideo: '播放 {title}',
  live: '直播',
  offline: '未開播',
  loading: '正在載入播放器…',
  watchOn: '在 Airwave 觀看',
  notAllowedTitle: '此網站無法顯示這個播放器',
  notAllowedBody: '{host} 不在此頻道允許的網站清單中。頻道擁有者可以在主控台的嵌入設定中加入。',
  notFound: '此頻道或影片不存在。',
  loadFailed: '無法載入播放器。',
  retry: '重試',
  communityLoading: '正在載入社群…',
  communityLabel: '{name} 的社群',
  cookieTitle: '在此網站登入',
  cookieBody:
    '為了讓你在這裡保持登入，Airwave 會儲存一個僅供 {host} 使用的 Cookie，不會與其他網站共用。',
  cookieContinue: '繼續登入',
  cookieCancel: '暫時不要',
  loginWaiting: '請在開啟的視窗中完成登入。',
  loginBlocked: '登入視窗被封鎖。請允許此網站的彈出式視窗後再試一次。',
  loginCancelled: '已取消登入。',
  loginFailed: '登入未能同步到此頁面，請再試一次。',
}
