import type { Locale } from '@airwave/react'
import { useSite } from '../app/siteContext'

/**
 * The site's own words around the account pages: the header's sign-up link, the account
 * menu and the account pages' navigation. The screens' words are the kit's (`accountCatalogue`).
 */
export interface AccountSiteMessages {
  signUp: string
  accountMenu: string
  accountNav: string
  navInfo: string
  navSecurity: string
  navChannels: string
  navConnect: string
  navWithdrawal: string
  signUpTitle: string
  loginTitle: string
  resetTitle: string
  blockTitle: string
  alreadyRegisteredTitle: string
  withdrawalTitle: string
  withdrawnTitle: string
  channelCreateTitle: string
  channelsTitle: string
  channelDeleteTitle: string
  maintenanceTitle: string
  errorTitle: string
  /** The terms and privacy pages (`/terms`, `/privacy`) that the sign-up links to. */
  termsTitle: string
  termsBody: string
  privacyTitle: string
  privacyBody: string
}

const enUS: AccountSiteMessages = {
  signUp: 'Sign up',
  accountMenu: 'Account settings',
  accountNav: 'Account pages',
  navInfo: 'Account',
  navSecurity: 'Password and devices',
  navChannels: 'Channels',
  navConnect: 'Linked accounts',
  navWithdrawal: 'Delete account',
  signUpTitle: 'Sign up',
  loginTitle: 'Sign in',
  resetTitle: 'Reset password',
  blockTitle: 'Blocked',
  alreadyRegisteredTitle: 'Already registered',
  withdrawalTitle: 'Delete account',
  withdrawnTitle: 'Account deleted',
  channelCreateTitle: 'Create a channel',
  channelsTitle: 'Your channels',
  channelDeleteTitle: 'Delete a channel',
  maintenanceTitle: 'Under maintenance',
  errorTitle: 'Error',
  termsTitle: 'Terms of Service',
  termsBody:
    "Airwave is a reference platform for a streaming kit. By using it you agree to stream and write only what you have the right to share, to respect other members, and to follow each channel's chat rules. Channels that break these terms can be suspended and their content removed.",
  privacyTitle: 'Privacy Policy',
  privacyBody:
    'We keep your e-mail address, birth date, channel and what you post so that the service works; we use them for nothing else and sell them to no one. You can change your details in your account settings and delete your account at any time, which removes your channels and posts.',
}

const koKR: AccountSiteMessages = {
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

const jaJP: AccountSiteMessages = {
  signUp: '新規登録',
  accountMenu: 'アカウント設定',
  accountNav: 'アカウントのページ',
  navInfo: 'アカウント',
  navSecurity: 'パスワードと端末',
  navChannels: 'チャンネル',
  navConnect: '連携アカウント',
  navWithdrawal: 'アカウントを削除',
  signUpTitle: '新規登録',
  loginTitle: 'ログイン',
  resetTitle: 'パスワードの再設定',
  blockTitle: 'ブロック',
  alreadyRegisteredTitle: '登録済み',
  withdrawalTitle: 'アカウントを削除',
  withdrawnTitle: 'アカウント削除済み',
  channelCreateTitle: 'チャンネルを作成',
  channelsTitle: 'あなたのチャンネル',
  channelDeleteTitle: 'チャンネルを削除',
  maintenanceTitle: 'メンテナンス中',
  errorTitle: 'エラー',
  termsTitle: '利用規約',
  termsBody:
    'Airwave はストリーミングキットのリファレンスプラットフォームです。利用にあたり、共有する権利のあるものだけを配信・投稿し、ほかのメンバーを尊重し、各チャンネルのチャットルールに従うことに同意するものとします。規約に違反したチャンネルは停止され、コンテンツが削除されることがあります。',
  privacyTitle: 'プライバシーポリシー',
  privacyBody:
    'サービスの提供のため、メールアドレス、生年月日、チャンネルと投稿を保管します。それ以外の目的には使わず、誰にも販売しません。アカウント設定で情報を変更でき、いつでもアカウントを削除できます。削除するとチャンネルと投稿も削除されます。',
}

const thTH: AccountSiteMessages = {
  signUp: 'สมัครสมาชิก',
  accountMenu: 'ตั้งค่าบัญชี',
  accountNav: 'หน้าบัญชี',
  navInfo: 'บัญชี',
  navSecurity: 'รหัสผ่านและอุปกรณ์',
  navChannels: 'ช่อง',
  navConnect: 'บัญชีที่เชื่อมต่อ',
  navWithdrawal: 'ลบบัญชี',
  signUpTitle: 'สมัครสมาชิก',
  loginTitle: 'เข้าสู่ระบบ',
  resetTitle: 'รีเซ็ตรหัสผ่าน',
  blockTitle: 'ถูกระงับ',
  alreadyRegisteredTitle: 'ลงทะเบียนแล้ว',
  withdrawalTitle: 'ลบบัญชี',
  withdrawnTitle: 'ลบบัญชีแล้ว',
  channelCreateTitle: 'สร้างช่อง',
  channelsTitle: 'ช่องของคุณ',
  channelDeleteTitle: 'ลบช่อง',
  maintenanceTitle: 'กำลังปรับปรุงระบบ',
  errorTitle: 'ข้อผิดพลาด',
  termsTitle: 'ข้อกำหนดการให้บริการ',
  termsBody:
    'Airwave เป็นแพลตฟอร์มอ้างอิงของชุดเครื่องมือสตรีมมิง เมื่อใช้งาน คุณตกลงว่าจะสตรีมและเขียนเฉพาะสิ่งที่คุณมีสิทธิ์แบ่งปัน เคารพสมาชิกคนอื่น และทำตามกฎแชทของแต่ละช่อง ช่องที่ละเมิดข้อกำหนดอาจถูกระงับและเนื้อหาถูกลบ',
  privacyTitle: 'นโยบายความเป็นส่วนตัว',
  privacyBody:
    'เราเก็บอีเมล วันเกิด ช่อง และสิ่งที่คุณโพสต์เพื่อให้บริการทำงานได้ เราไม่ใช้เพื่อสิ่งอื่นและไม่ขายให้ใคร คุณแก้ไขข้อมูลได้ในการตั้งค่าบัญชี และลบบัญชีได้ทุกเมื่อ ซึ่งจะลบช่องและโพสต์ของคุณด้วย',
}

const zhCN: AccountSiteMessages = {
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

const zhTW: AccountSiteMessages = {
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

/** The account pages' site words in every locale of the kit. */
const accountSiteMessages: Record<Locale, AccountSiteMessages> = {
  'en-US': enUS,
  'ko-KR': koKR,
  'ja-JP': jaJP,
  'th-TH': thTH,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}

/** The account pages' site words in the site's locale. */
export function useAccountSiteText(): AccountSiteMessages {
  return accountSiteMessages[useSite().locale]
}
