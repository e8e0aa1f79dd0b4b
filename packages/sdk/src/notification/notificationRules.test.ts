import { describe, expect, it } from 'vitest'
import type { NotificationRecordPage } from '../contract/notification/notification.schemas'
import {
  badgeLabel,
  hasUnread,
  notificationHref,
  notificationKindOf,
  withoutRecord,
  withRecordRead,
  withRecordsRead,
} from './notificationRules'

const pages = (...lists: { recordId: number; isRead: boolean }[][]) => ({
  pageParams: lists.map((_, i) => i + 1),
  pages: lists.map(
    (recordList): NotificationRecordPage => ({ recordList, totalCnt: 3, hasNext: false }),
  ),
})

describe('the notification rules', () => {
  it('label the badge: nothing, the count, then 99+', () => {
    expect(badgeLabel(undefined)).toBe('')
    expect(badgeLabel({ hasNew: false, count: 0 })).toBe('')
    expect(badgeLabel({ hasNew: true, count: 7 })).toBe('7')
    expect(badgeLabel({ hasNew: true, count: 99 })).toBe('99')
    expect(badgeLabel({ hasNew: true, count: 100 })).toBe('99+')
  })

  it('read one, read all and delete one across the loaded pages', () => {
    const loaded = pages(
      [
        { recordId: 3, isRead: false },
        { recordId: 2, isRead: false },
      ],
      [{ recordId: 1, isRead: true }],
    )
    expect(hasUnread(loaded)).toBe(true)
    const one = withRecordRead(loaded, '2')
    expect(one.pages[0]?.recordList.map((r) => r.isRead)).toEqual([false, true])
    expect(hasUnread(withRecordsRead(loaded))).toBe(false)
    const without = withoutRecord(loaded, 1)
    expect(without.pages[1]).toMatchObject({ recordList: [], totalCnt: 2 })
    expect(without.pages[0]).toBe(loaded.pages[0])
  })

  it('lead to a path of this site, or the channel', () => {
    expect(notificationHref({ recordId: 1, linkUrl: '/airwave/community/3' })).toBe(
      '/airwave/community/3',
    )
    expect(
      notificationHref({ recordId: 1, linkUrl: 'https://evil.example', channelId: 'kim' }),
    ).toBe('/kim')
    expect(notificationHref({ recordId: 1, linkUrl: '//evil.example' })).toBeUndefined()
    expect(notificationKindOf('MENTION')).toBe('MENTION')
    expect(notificationKindOf('SOMETHING')).toBe('other')
  })
})
