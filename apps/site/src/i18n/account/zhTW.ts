import type { AccountSiteMessages } from './enUS'

/** The account pages' site words in Traditional Chinese. */
export const zhTW: AccountSiteMessages = {
  signUp: '註冊',
  accountMenu: '帳號設定',
  accountNav: '帳號頁面',
  navInfo: '帳號',
  navSecurity: '密碼與裝置',
  navChannels: '頻道',
  navConnect: '連結的帳號',
  navWithdrawal: '刪除帳號',
  signUpTitle: '註冊',
  loginTitle: '登入',
  resetTitle: '重設密碼',
  blockTitle: '已停權',
  alreadyRegisteredTitle: '已註冊',
  withdrawalTitle: '刪除帳號',
  withdrawnTitle: '帳號已刪除',
  channelCreateTitle: '建立頻道',
  channelsTitle: '你的頻道',
  channelDeleteTitle: '刪除頻道',
  maintenanceTitle: '維護中',
  errorTitle: '錯誤',
  termsTitle: '服務條款',
  termsBody:
    'Airwave 是一個直播套件的參考平台。使用即表示你同意只直播和發布你有權分享的內容，尊重其他成員，並遵守各頻道的聊天規則。違反條款的頻道可能被停權，其內容可能被刪除。',
  privacyTitle: '隱私權政策',
  privacyBody:
    '為了讓服務運作，我們保存你的電子郵件地址、出生日期、頻道和你發布的內容；不作他用，也不出售給任何人。你可以在帳號設定中修改資料，並可隨時刪除帳號，刪除後你的頻道和貼文也會一併刪除。',
}
