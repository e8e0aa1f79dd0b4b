import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { logEventSchema } from '../contract/stats/log.schemas'
import { userActionLog } from './userAction'

// What each user action is logged as: the body a `useraction` event carries, valid for the
// log intake's schema.
const asEvent = (fields: object) =>
  z.parse(logEventSchema, { kind: 'useraction', clientId: 'c1', clientType: 'pc', ...fields })

describe('userActionLog', () => {
  it('logs a follow and an unfollow on the channel, from where they happened', () => {
    expect(userActionLog({ type: 'follow', channelId: 'kim', source: 'video' })).toEqual({
      action: 'follow',
      viewSourceType: 'video',
      actionTarget: 'channel',
      channelId: 'kim',
    })
    expect(userActionLog({ type: 'unfollow', channelId: 'kim', source: 'channel' })).toEqual(
      expect.objectContaining({ action: 'unfollow', viewSourceType: 'channel' }),
    )
  })

  it('logs the opening of a video card with its number, title and place in the list', () => {
    const fields = userActionLog({
      type: 'openCard',
      card: { isExist: true, vodNo: 9, idx: 3, title: 'Finals', channelId: 'kim' },
      position: 2,
      source: 'home',
    })
    expect(fields).toEqual({
      action: 'card_click',
      viewSourceType: 'home',
      actionTarget: 'video',
      channelId: 'kim',
      idx: 9,
      title: 'Finals',
      etcData: { position: 2 },
    })
    expect(asEvent(fields)).toEqual(expect.objectContaining({ kind: 'useraction', idx: 9 }))
  })

  it('logs a live card as live, a long title cut to what the intake takes', () => {
    const fields = userActionLog({
      type: 'openCard',
      card: { isExist: false, idx: 4, title: 'x'.repeat(300), channelId: 'mina' },
      source: 'search',
    })
    expect(fields).toEqual(
      expect.objectContaining({ action: 'card_click', actionTarget: 'live', idx: 4 }),
    )
    expect(fields.title).toHaveLength(200)
    expect(() => asEvent(fields)).not.toThrow()
  })

  it('logs a share with what was shared, and the cheer and subscribe dialogs opened', () => {
    expect(
      userActionLog({ type: 'share', target: 'post', idx: 7, channelId: 'kim', source: 'post' }),
    ).toEqual({
      action: 'share',
      viewSourceType: 'post',
      actionTarget: 'post',
      channelId: 'kim',
      idx: 7,
    })
    expect(userActionLog({ type: 'openCheer', channelId: 'kim', source: 'channel' }).action).toBe(
      'cheer_open',
    )
    expect(
      userActionLog({ type: 'openSubscribe', channelId: 'kim', source: 'channel' }).action,
    ).toBe('subscribe_open')
  })
})
