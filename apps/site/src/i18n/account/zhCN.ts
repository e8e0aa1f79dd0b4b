import type { AccountSiteMessages } from './enUS'

/** The account pages' site words in Simplified Chinese. */
export const zhCN: AccountSiteMessages = {
  signUp: '注册',
  accountMenu: '账号设置',
  accountNav: '账号页面',
  navInfo: '账号',
  navSecurity: '密码和设备',
  navChannels: '频道',
  navConnect: '关联账号',
  navWithdrawal: '注销账号',
  signUpTitle: '注册',
  loginTitle: '登录',
  resetTitle: '重置密码',
  blockTitle: '已封禁',
  alreadyRegisteredTitle: '已注册',
  withdrawalTitle: '注销账号',
  withdrawnTitle: '账号已注销',
  channelCreateTitle: '创建频道',
  channelsTitle: '你的频道',
  channelDeleteTitle: '删除频道',
  maintenanceTitle: '维护中',
  errorTitle: '错误',
  termsTitle: '服务条款',
  termsBody:
    'Airwave 是一个直播套件的参考平台。使用即表示你同意只直播和发布你有权分享的内容，尊重其他成员，并遵守各频道的聊天规则。违反条款的频道可能被停用，其内容可能被删除。',
  privacyTitle: '隐私政策',
  privacyBody:
    '为了让服务运作，我们保存你的电子邮件地址、出生日期、频道和你发布的内容；不作他用，也不出售给任何人。你可以在账户设置中修改资料，并可随时删除账户，删除后你的频道和帖子也会一并删除。',
}
