import {
  CHAT_LEVEL,
  type ChatMe,
  ICE_CHAT_LEVEL,
  type IceChatLevel,
  SLOW_MODE_MAX_SECONDS,
  type StreamerChatInfo,
} from '../contract/chat/chat.schemas'
import type { FormProblem } from '../core/formProblem'

/** Longest notice or rule text, in characters (the reference server's limit, chosen). */
export const CHAT_TEXT_MAX_LENGTH = 1000
/** Longest ban word, in characters (the reference server's limit, chosen). */
export const BAN_WORD_MAX_LENGTH = 50

/** The chat settings as a form edits them: slow mode as typed, every switch a boolean. */
export interface ChatSettingsForm {
  chatNotice: string
  isChatNotice: boolean
  chatRule: string
  isChatRule: boolean
  isChatIce: boolean
  iceChatLevel: IceChatLevel
  isPermitManagerChatIceMode: boolean
  isPermitUrlChat: boolean
  /** As typed: checked by {@link chatSettingsProblems}. */
  slowModeSeconds: string
}

/**
 * A field the form cannot save as it is: a notice or rules text `tooLong`, slow mode `invalid`;
 * `params.max` the limit.
 */
export type ChatSettingsProblem =
  | FormProblem<'chatNotice' | 'chatRule', 'tooLong'>
  | FormProblem<'slowModeSeconds', 'invalid'>

/** Why a ban word cannot be added; `params.max` the longest one. */
export type BanWordProblem = FormProblem<'word', 'blank' | 'tooLong' | 'duplicate'>

/** What the member may change: the settings at all, ice mode, the streamer's permissions. */
export interface ChatSettingsRights {
  edit: boolean
  ice: boolean
  permissions: boolean
}

const ICE_LEVELS: readonly number[] = Object.values(ICE_CHAT_LEVEL)

/**
 * The length of a notice, a rule text or a ban word as its limit counts it: in characters
 * (code points), so an emoji counts once.
 *
 * @example settingsTextLength('hi 😀') // 4
 */
export const settingsTextLength = (text: string): number => [...text].length
const characters = settingsTextLength

/**
 * The form of saved settings, with the defaults of a room never set up (ice level 1, slow
 * mode off, links allowed: chosen, a new channel starts open).
 *
 * @example const [form, setForm] = useState(() => chatSettingsForm(info))
 */
export function chatSettingsForm(info: StreamerChatInfo): ChatSettingsForm {
  const level = info.iceChatLevel ?? ICE_CHAT_LEVEL.subscribers
  return {
    chatNotice: info.chatNotice ?? '',
    isChatNotice: info.isChatNotice ?? false,
    chatRule: info.chatRule ?? '',
    isChatRule: info.isChatRule ?? false,
    isChatIce: info.isChatIce ?? false,
    iceChatLevel: (ICE_LEVELS.includes(level) ? level : ICE_CHAT_LEVEL.subscribers) as IceChatLevel,
    isPermitManagerChatIceMode: info.isPermitManagerChatIceMode ?? false,
    isPermitUrlChat: info.isPermitUrlChat ?? true,
    slowModeSeconds: String(info.slowModeSeconds ?? 0),
  }
}

// Slow mode as typed: blank is off, else a whole number of seconds within the limit.
function slowModeOf(typed: string): number | undefined {
  const text = typed.trim()
  if (text === '') return 0
  if (!/^\d+$/.test(text)) return undefined
  const seconds = Number(text)
  return seconds <= SLOW_MODE_MAX_SECONDS ? seconds : undefined
}

/**
 * What stops the form from being saved: a notice or rules over 1,000 characters, slow mode
 * that is not a whole number of seconds from 0 to 300. Empty when it may be saved.
 *
 * @example
 * chatSettingsProblems({ ...form, slowModeSeconds: '2.5' }) // [{ field: 'slowModeSeconds', code: 'invalid', params: { max: 300 } }]
 */
export function chatSettingsProblems(form: ChatSettingsForm): ChatSettingsProblem[] {
  const problems: ChatSettingsProblem[] = []
  for (const field of ['chatNotice', 'chatRule'] as const) {
    if (characters(form[field]) > CHAT_TEXT_MAX_LENGTH) {
      problems.push({ field, code: 'tooLong', params: { max: CHAT_TEXT_MAX_LENGTH } })
    }
  }
  if (slowModeOf(form.slowModeSeconds) === undefined) {
    const params = { max: SLOW_MODE_MAX_SECONDS }
    problems.push({ field: 'slowModeSeconds', code: 'invalid', params })
  }
  return problems
}

/**
 * The fields of the form that differ from the saved settings, as `updateChatInfo` takes them
 * (only those are sent, so two moderators changing different fields both land). Empty when
 * nothing changed; call it on a form without problems.
 *
 * @example
 * client.chat.updateChatInfo('airwave', chatInfoPatch(saved, form))
 */
export function chatInfoPatch(
  saved: StreamerChatInfo,
  form: ChatSettingsForm,
): Partial<StreamerChatInfo> {
  const before = chatSettingsForm(saved)
  const patch: Partial<StreamerChatInfo> = {}
  const fields = [
    'chatNotice',
    'isChatNotice',
    'chatRule',
    'isChatRule',
    'isChatIce',
    'iceChatLevel',
    'isPermitManagerChatIceMode',
    'isPermitUrlChat',
  ] as const
  for (const field of fields) {
    if (form[field] !== before[field]) Object.assign(patch, { [field]: form[field] })
  }
  const slow = slowModeOf(form.slowModeSeconds)
  if (slow !== undefined && slow !== slowModeOf(before.slowModeSeconds)) {
    patch.slowModeSeconds = slow
  }
  return patch
}

/**
 * What the member may change, from their rights in the chat (`getChatMe`): moderators the
 * settings; ice mode when `canSwitchIce`; the managers' ice permission and URL chat only the
 * streamer or an admin. The server checks each again.
 *
 * @example
 * const rights = chatSettingsRights(me) // { edit: true, ice: false, permissions: false }
 */
export function chatSettingsRights(me: ChatMe | undefined): ChatSettingsRights {
  if (!me?.canModerate) return { edit: false, ice: false, permissions: false }
  const owner = (me.level & (CHAT_LEVEL.streamer | CHAT_LEVEL.admin)) !== 0
  return { edit: true, ice: me.canSwitchIce, permissions: owner }
}

/**
 * Why a ban word cannot be added: blank, over 50 characters, or already in the list (case
 * does not count, as the server matches); undefined when it can.
 *
 * @example
 * banWordProblem('Spam', ['spam']) // { field: 'word', code: 'duplicate' }
 */
export function banWordProblem(
  word: string,
  existing: Iterable<string>,
): BanWordProblem | undefined {
  const text = word.trim()
  if (text === '') return { field: 'word', code: 'blank' }
  if (characters(text) > BAN_WORD_MAX_LENGTH) {
    return { field: 'word', code: 'tooLong', params: { max: BAN_WORD_MAX_LENGTH } }
  }
  const folded = text.toLowerCase()
  for (const known of existing) {
    if (known.toLowerCase() === folded) return { field: 'word', code: 'duplicate' }
  }
  return undefined
}
