import { describe, expect, it } from 'vitest'
import { CHAT_LEVEL, type ChatMe, SLOW_MODE_MAX_SECONDS } from '../contract/chat/chat.schemas'
import {
  BAN_WORD_MAX_LENGTH,
  banWordProblem,
  CHAT_TEXT_MAX_LENGTH,
  chatInfoPatch,
  chatSettingsForm,
  chatSettingsProblems,
  chatSettingsRights,
  settingsTextLength,
} from './chatSettingsForm'

const saved = {
  chatNotice: 'Be kind',
  isChatNotice: true,
  chatRule: '',
  isChatRule: false,
  isChatIce: false,
  iceChatLevel: 1,
  isPermitManagerChatIceMode: false,
  isPermitUrlChat: true,
  slowModeSeconds: 0,
}

describe('chatSettingsForm', () => {
  it('fills a room never set up with its defaults', () => {
    expect(chatSettingsForm({})).toEqual({
      chatNotice: '',
      isChatNotice: false,
      chatRule: '',
      isChatRule: false,
      isChatIce: false,
      iceChatLevel: 1,
      isPermitManagerChatIceMode: false,
      isPermitUrlChat: true,
      slowModeSeconds: '0',
    })
    expect(chatSettingsForm({ iceChatLevel: 9 }).iceChatLevel).toBe(1)
  })
})

describe('chatSettingsProblems', () => {
  const form = chatSettingsForm(saved)

  it('accepts the saved settings and slow mode from 0 to 300 (blank is off)', () => {
    expect(chatSettingsProblems(form)).toEqual([])
    for (const seconds of ['0', '', ' 5 ', String(SLOW_MODE_MAX_SECONDS)]) {
      expect(chatSettingsProblems({ ...form, slowModeSeconds: seconds })).toEqual([])
    }
  })

  it('refuses slow mode that is not a whole number within the limit', () => {
    for (const seconds of ['-1', '2.5', 'abc', '301', '1e2']) {
      expect(chatSettingsProblems({ ...form, slowModeSeconds: seconds })).toEqual([
        { field: 'slowModeSeconds', code: 'invalid', params: { max: SLOW_MODE_MAX_SECONDS } },
      ])
    }
  })

  it('counts the notice and rules in characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(CHAT_TEXT_MAX_LENGTH)
    expect(chatSettingsProblems({ ...form, chatNotice: emoji })).toEqual([])
    expect(
      chatSettingsProblems({ ...form, chatRule: `${emoji}!`, chatNotice: `${emoji}!` }),
    ).toEqual([
      { field: 'chatNotice', code: 'tooLong', params: { max: CHAT_TEXT_MAX_LENGTH } },
      { field: 'chatRule', code: 'tooLong', params: { max: CHAT_TEXT_MAX_LENGTH } },
    ])
  })
})

describe('chatInfoPatch', () => {
  const form = chatSettingsForm(saved)

  it('is empty while nothing changed', () => {
    expect(chatInfoPatch(saved, form)).toEqual({})
    expect(chatInfoPatch(saved, { ...form, slowModeSeconds: ' 0 ' })).toEqual({})
  })

  it('sends only the changed fields, slow mode as a number', () => {
    expect(
      chatInfoPatch(saved, { ...form, isChatIce: true, iceChatLevel: 2, slowModeSeconds: '30' }),
    ).toEqual({ isChatIce: true, iceChatLevel: 2, slowModeSeconds: 30 })
    expect(chatInfoPatch(saved, { ...form, chatNotice: '' })).toEqual({ chatNotice: '' })
  })
})

describe('chatSettingsRights', () => {
  const me = (level: number, canModerate: boolean, canSwitchIce: boolean): ChatMe => ({
    level,
    nicknameColor: 'default',
    chatBlocked: false,
    canModerate,
    canSwitchIce,
    isSubscriber: false,
  })

  it('follows the rights the server gave', () => {
    expect(chatSettingsRights(undefined)).toEqual({ edit: false, ice: false, permissions: false })
    expect(chatSettingsRights(me(CHAT_LEVEL.active, false, false)).edit).toBe(false)
    expect(chatSettingsRights(me(CHAT_LEVEL.manager, true, false))).toEqual({
      edit: true,
      ice: false,
      permissions: false,
    })
    expect(chatSettingsRights(me(CHAT_LEVEL.manager, true, true)).ice).toBe(true)
    expect(chatSettingsRights(me(CHAT_LEVEL.streamer, true, true))).toEqual({
      edit: true,
      ice: true,
      permissions: true,
    })
  })
})

describe('banWordProblem', () => {
  it('refuses blank, too long and duplicate words', () => {
    expect(banWordProblem('  ', [])).toEqual({ field: 'word', code: 'blank' })
    expect(banWordProblem('x'.repeat(BAN_WORD_MAX_LENGTH + 1), [])).toEqual({
      field: 'word',
      code: 'tooLong',
      params: { max: BAN_WORD_MAX_LENGTH },
    })
    expect(banWordProblem(' Spam ', ['spam'])).toEqual({ field: 'word', code: 'duplicate' })
    expect(banWordProblem('x'.repeat(BAN_WORD_MAX_LENGTH), ['spam'])).toBeUndefined()
  })
})

describe('settingsTextLength', () => {
  it('counts characters, an emoji once', () => {
    expect(settingsTextLength('hi 😀')).toBe(4)
    expect(settingsTextLength('')).toBe(0)
  })
})
