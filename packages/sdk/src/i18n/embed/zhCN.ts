import type { EmbedMessages } from './embedMessages'

/** The embed's words in Simplified Chinese. */
export const zhCN: EmbedMessages = {
  play: '播放',
  playChannel: '播放 {name}',
  playVideo: '播放 {title}',
  live: '直播',
  offline: '未开播',
  loading: '正在加载播放器…',
  watchOn: '在 Airwave 观看',
  notAllowedTitle: '此网站无法显示该播放器',
  notAllowedBody: '{host} 不在该频道允许的网站列表中。频道所有者可以在控制台的嵌入设置中添加。',
  notFound: '该频道或视频不存在。',
  loadFailed: '无法加载播放器。',
  retry: '重试',
  communityLoading: '正在加载社区…',
  communityLabel: '{name} 的社区',
  cookieTitle: '在此网站登录',
  cookieBody:
    '为了让你在这里保持登录，Airwave 会存储一个仅用于 {host} 的 Cookie，不会与其他网站共享。',
  cookieContinue: '继续登录',
  cookieCancel: '暂不',
  loginWaiting: '请在打开的窗口中完成登录。',
  loginBlocked: '登录窗口被拦截。请允许此网站的弹出窗口后重试。',
  loginCancelled: '已取消登录。',
  loginFailed: '登录未能同步到此页面，请重试。',
}
