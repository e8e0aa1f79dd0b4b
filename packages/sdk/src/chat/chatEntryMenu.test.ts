import { describe, expect, it } from 'vitest'
import { CHAT_LEVEL, type ChatMe, type ChatMessage } from '../contract/chat/chat.schemas'
import type { Viewer } from '../core/viewer'
import { chatActionConfirms, chatEntryMenu, chatModerationEvent } from './chatEntryMenu'

const L = CHAT_LEVEL
const me = (level: number, canModerate = true): ChatMe => ({
  level,
  nicknameColor: 'default',
  chatBlocked: false,
  canModerate,
  canSwitchIce: canModerate,
  isSubscriber: false,
})
const entry = (viewerId: string, level: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity: `log-${viewerId}`,
  channelId: 'airwave',
  viewerInfo: { viewerId, level, chatNickname: viewerId },
  message: 'hi',
  ...extra,
})
const streamer: Viewer = { status: 'member', channelId: 'airwave', nickname: 'Airwave' }
const manager: Viewer = { status: 'member', channelId: 'viewer2', nickname: 'Joon' }
const timeouts = ['timeout1', 'timeout10', 'timeout60']
const all = ['delete', 'blind', ...timeouts, 'chatBlock', 'userBlock', 'erase']

describe('chatEntryMenu', () => {
  it('offers only a report without the right to moderate, whatever the role says', () => {
    expect(chatEntryMenu(entry('viewer3', 0), undefined, manager)).toEqual(['report'])
    expect(chatEntryMenu(entry('viewer3', 0), me(L.manager, false), manager)).toEqual(['report'])
    // Not one's own line, not a blinded one, and never for a guest.
    expect(chatEntryMenu(entry('viewer2', 0), me(0, false), manager)).toEqual([])
    expect(chatEntryMenu(entry('viewer3', 0, { blinded: true }), me(0, false), manager)).toEqual([])
    expect(chatEntryMenu(entry('viewer3', 0), undefined, { status: 'anonymous' })).toEqual([])
  })

  it("gives the streamer everything on a viewer's message", () => {
    expect(chatEntryMenu(entry('viewer3', L.subscriber), me(L.streamer), streamer)).toEqual(all)
  })

  it("keeps everyone but the streamer off the streamer's messages", () => {
    const own = entry('airwave', L.streamer)
    expect(chatEntryMenu(own, me(L.manager), manager)).toEqual([])
    expect(chatEntryMenu(own, me(L.admin), manager)).toEqual([])
    // The streamer may delete or hide their own words, not block themselves.
    expect(chatEntryMenu(own, me(L.streamer), streamer)).toEqual(['delete', 'blind'])
  })

  it('lets a manager handle a manager’s message but not act on them', () => {
    const other = entry('viewer4', L.manager)
    expect(chatEntryMenu(other, me(L.manager), manager)).toEqual(['delete', 'blind'])
    expect(chatEntryMenu(other, me(L.streamer), streamer)).toEqual(all)
  })

  it('never offers to act on oneself or on an admin', () => {
    expect(chatEntryMenu(entry('viewer2', L.manager), me(L.manager), manager)).toEqual([
      'delete',
      'blind',
    ])
    expect(chatEntryMenu(entry('root', L.admin), me(L.streamer), streamer)).toEqual([
      'delete',
      'blind',
    ])
  })

  it('does not blind twice, and leaves the platform lines alone', () => {
    expect(chatEntryMenu(entry('viewer3', 0, { blinded: true }), me(L.streamer), streamer)).toEqual(
      ['delete', ...timeouts, 'chatBlock', 'userBlock', 'erase'],
    )
    for (const type of ['CHANNEL_IN', 'GEMS', 'SUBSCRIBE', 'RESULT_FORBIDDEN_WORDS'] as const) {
      expect(chatEntryMenu(entry('viewer3', 0, { type }), me(L.streamer), streamer)).toEqual([])
    }
    const { viewerInfo: _, ...anonymous } = entry('viewer3', 0)
    expect(chatEntryMenu(anonymous, me(L.streamer), streamer)).toEqual([])
  })
})

describe('chatModerationEvent and chatActionConfirms', () => {
  const target = entry('viewer3', 0)

  it('times out with a chat block and its minutes, without asking; reports by log identity', () => {
    expect(chatModerationEvent('timeout10', target)).toEqual({
      type: 'CHAT_ACTION',
      targetChannelId: 'viewer3',
      action: 3,
      minutes: 10,
    })
    expect(chatActionConfirms('timeout1')).toBe(false)
    expect(chatModerationEvent('report', target)).toEqual({
      type: 'REPORT_ENTRY',
      logIdentity: 'log-viewer3',
    })
    expect(chatModerationEvent('report', target, 'abusive')).toEqual({
      type: 'REPORT_ENTRY',
      logIdentity: 'log-viewer3',
      reason: 'abusive',
    })
    expect(chatActionConfirms('report')).toBe(true)
  })

  it('maps each action to the room event with the dashboard codes', () => {
    expect(chatModerationEvent('delete', target)).toEqual({
      type: 'DELETE_ENTRY',
      logIdentity: 'log-viewer3',
    })
    expect(chatModerationEvent('blind', target)).toEqual({
      type: 'BLIND_ENTRY',
      logIdentity: 'log-viewer3',
    })
    expect(chatModerationEvent('userBlock', target)).toEqual({
      type: 'CHAT_ACTION',
      targetChannelId: 'viewer3',
      action: 2,
    })
    expect(chatModerationEvent('chatBlock', target)).toMatchObject({ action: 3 })
    expect(chatModerationEvent('erase', target)).toMatchObject({ action: 4 })
  })

  it('asks before everything but a blind', () => {
    expect(
      ['delete', 'blind', 'chatBlock', 'userBlock', 'erase'].filter((a) =>
        chatActionConfirms(a as never),
      ),
    ).toEqual(['delete', 'chatBlock', 'userBlock', 'erase'])
  })
})
