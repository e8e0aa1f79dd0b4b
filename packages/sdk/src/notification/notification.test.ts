import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { notificationEndpoints } from '../contract/notification/notification.endpoints'
import {
  followNotificationPageSchema,
  notificationRecordPageSchema,
} from '../contract/notification/notification.schemas'

describe('notification contract', () => {
  it('reads a record page and drops unknown fields', () => {
    const page = z.parse(notificationRecordPageSchema, {
      recordList: [{ recordId: 'r1', type: 'LIVE', isRead: false, extra: 1 }],
      hasNext: false,
    })
    expect(page.recordList[0]).toEqual({ recordId: 'r1', type: 'LIVE', isRead: false })
  })

  it('requires the channel and switch of a follow setting', () => {
    const page = { list: [{ channelId: 'a1b2', enable: true }] }
    expect(z.parse(followNotificationPageSchema, page).list).toHaveLength(1)
    expect(
      z.safeParse(followNotificationPageSchema, { list: [{ channelId: 'a1b2' }] }).success,
    ).toBe(false)
  })

  it('keeps the spec paths and methods', () => {
    const e = notificationEndpoints
    expect([e.getBadge.method, e.clearBadge.method]).toEqual(['GET', 'POST'])
    expect(e.readAllRecords).toMatchObject({ method: 'POST', path: '/v2/notification/record' })
    expect(e.deleteRecord).toMatchObject({
      method: 'DELETE',
      path: '/v2/notification/record/{recordId}',
    })
    expect(e.updateSettings).toMatchObject({ method: 'PATCH', path: '/v2/notification/setting' })
    expect(e.setFollowNotification).toMatchObject({
      method: 'PATCH',
      path: '/notification/follow/setting',
    })
    expect(e.setFollowNotification.chosen).toBeUndefined()
  })
})
