import { describe, expect, it } from 'vitest'
import { MESSAGE_ROOM_STATUSES } from '../contract/message/message.schemas'
import { ApiError } from '../core/apiError'
import { enUS } from '../i18n/message/enUS'
import {
  confirmKey,
  messageErrorKey,
  roomPreview,
  roomStatusView,
  sendableText,
  unreadRoomsLabel,
} from './messageRules'

describe('roomStatusView', () => {
  it('gives every one of the 17 statuses a view whose words exist', () => {
    for (const status of MESSAGE_ROOM_STATUSES) {
      const view = roomStatusView(status)
      for (const key of [view.preview, view.alert]) {
        if (key) expect(enUS).toHaveProperty(key)
      }
      // A room that refuses says why; one that takes messages has no reason.
      expect(view.canSend).toBe(view.reason === undefined)
    }
  })

  it('maps the request statuses to the spec wordings', () => {
    expect(MESSAGE_ROOM_STATUSES.map((s) => roomStatusView(s).wording).filter(Boolean)).toEqual([
      'sent',
      'received',
      'hasBeenDeclined',
      'declined',
      'allowed',
      'hasBeenAllowed',
    ])
    expect(roomStatusView('REQUEST_RECEIVED')).toMatchObject({
      canSend: false,
      composer: 'answer',
      pendingRequest: 'received',
      alert: 'alertReceived',
    })
    expect(roomStatusView('REQUEST_REQUIRED')).toMatchObject({ canSend: true, composer: 'request' })
    expect(roomStatusView('APPROVED_BY_OTHER')).toMatchObject({ canSend: true, composer: 'open' })
  })

  it('names each cannot-send reason', () => {
    expect(roomStatusView('OFFICIAL_CHANNEL_CANNOT_SEND').reason).toBe('official')
    expect(roomStatusView('WITHDRAWN_CHANNEL_CANNOT_SEND').reason).toBe('withdrawn')
    expect(roomStatusView('USER_SETTING_CANNOT_SEND').reason).toBe('userSetting')
    expect(roomStatusView('UNBLOCK_REQUIRED').reason).toBe('unblock')
    expect(roomStatusView('SERVICE_UNBLOCK_REQUIRED').reason).toBe('service')
    // The other left with a request pending: the request is gone, a new first message goes.
    expect(roomStatusView('DELETED')).toMatchObject({ canSend: true, alert: 'cannotDeleted' })
    expect(roomStatusView('CHANNEL_UNBLOCK_REQUIRED').reason).toBe('channelBlock')
    expect(roomStatusView('BLACKLIST_UNBLOCK_REQUIRED').reason).toBe('blacklist')
  })
})

describe('roomPreview', () => {
  const last = { messageContentIdx: 3, messageContent: 'see you' }
  it('says a pending or declined request rather than the message', () => {
    expect(roomPreview({ roomStatus: 'REQUEST_SENT', lastMessage: last })).toEqual({
      key: 'previewSent',
    })
    expect(roomPreview({ roomStatus: 'REQUEST_DECLINED', lastMessage: last })).toEqual({
      key: 'previewDeclined',
    })
  })
  it('shows the last message after an acceptance, or the acceptance before one', () => {
    expect(roomPreview({ roomStatus: 'APPROVED_BY_ME', lastMessage: last })).toEqual({
      text: 'see you',
    })
    expect(roomPreview({ roomStatus: 'APPROVED_BY_ME' })).toEqual({ key: 'previewAllowed' })
    expect(roomPreview({ roomStatus: 'NORMAL' })).toEqual({ key: 'previewEmpty' })
  })
})

describe('confirmKey', () => {
  it('says that leaving or blocking cancels or declines a pending request', () => {
    expect(confirmKey('leave', 'REQUEST_SENT')).toBe('leaveCancelsRequest')
    expect(confirmKey('leave', 'REQUEST_RECEIVED')).toBe('leaveDeclinesRequest')
    expect(confirmKey('leave', 'NORMAL')).toBe('leaveConfirm')
    expect(confirmKey('block', 'REQUEST_SENT')).toBe('blockCancelsRequest')
    expect(confirmKey('block', 'REQUEST_RECEIVED')).toBe('blockDeclinesRequest')
    expect(confirmKey('block', 'APPROVED_BY_ME')).toBe('blockConfirm')
  })
})

describe('messageErrorKey, sendableText, unreadRoomsLabel', () => {
  it('reads the MSG codes', () => {
    expect(messageErrorKey(new ApiError(403, 'MSG2000', 'no'))).toBe('MSG2000')
    expect(messageErrorKey(new ApiError(409, 'MSG2003', 'wait'))).toBe('MSG2003')
    expect(messageErrorKey(new ApiError(404, 'MSG2008', 'none'))).toBe('MSG2008')
    expect(messageErrorKey(new Error('boom'))).toBe('failed')
  })
  it('takes text within the limit', () => {
    expect(sendableText('  ')).toBe(false)
    expect(sendableText(' hi ')).toBe(true)
    expect(sendableText('x'.repeat(1001))).toBe(false)
  })
  it('counts unread rooms as the notification badge does', () => {
    expect(unreadRoomsLabel(0)).toBe('')
    expect(unreadRoomsLabel(3)).toBe('3')
    expect(unreadRoomsLabel(120)).toBe('99+')
  })
})
