import type { InfiniteData } from '@tanstack/query-core'
import type {
  NotificationRecord,
  NotificationRecordPage,
  NotificationType,
} from '../contract/notification/notification.schemas'

// The notification panel's rules, written once for every UI (React, the embed).

type RecordPages = InfiniteData<NotificationRecordPage, number>
type RecordId = number | string

/** Beyond this the badge shows `99+`. */
export const BADGE_MAX = 99

/**
 * The badge's text: nothing when there is nothing new, the count up to 99, then `99+`.
 *
 * @example badgeLabel({ hasNew: true, count: 120 }) // '99+'
 */
export function badgeLabel(badge: { hasNew?: boolean; count?: number } | undefined): string {
  const count = badge?.count ?? 0
  if (count <= 0) return badge?.hasNew ? '•' : ''
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}

const sameId = (a: RecordId, b: RecordId) => String(a) === String(b)

const mapRecords = (pages: RecordPages, update: (r: NotificationRecord) => NotificationRecord) => ({
  ...pages,
  pages: pages.pages.map((page) => ({ ...page, recordList: page.recordList.map(update) })),
})

/**
 * The panel's pages with every record read.
 *
 * @example queryClient.setQueryData(notificationKeys.records(), (pages) => withRecordsRead(pages))
 */
export function withRecordsRead(pages: RecordPages): RecordPages {
  return mapRecords(pages, (record) => (record.isRead ? record : { ...record, isRead: true }))
}

/** The panel's pages with one record read. @example withRecordRead(pages, 12) */
export function withRecordRead(pages: RecordPages, recordId: RecordId): RecordPages {
  return mapRecords(pages, (record) =>
    sameId(record.recordId, recordId) ? { ...record, isRead: true } : record,
  )
}

/** The panel's pages without one record. @example withoutRecord(pages, 12) */
export function withoutRecord(pages: RecordPages, recordId: RecordId): RecordPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const recordList = page.recordList.filter((r) => !sameId(r.recordId, recordId))
      const removed = page.recordList.length - recordList.length
      return removed === 0
        ? page
        : { ...page, recordList, totalCnt: Math.max(0, (page.totalCnt ?? 0) - removed) }
    }),
  }
}

/**
 * Whether any loaded record is unread ("mark all read" is offered then).
 *
 * @example hasUnread(pages) // true
 */
export function hasUnread(pages: RecordPages | undefined): boolean {
  return pages?.pages.some((page) => page.recordList.some((r) => !r.isRead)) ?? false
}

/**
 * Where a record leads: its link when it is a path of this site, else the channel's page.
 *
 * @example notificationHref({ recordId: 1, linkUrl: '/airwave' }) // '/airwave'
 */
export function notificationHref(record: NotificationRecord): string | undefined {
  const link = record.linkUrl
  if (link?.startsWith('/') && !link.startsWith('//') && !link.includes('\\')) return link
  return record.channelId ? `/${encodeURIComponent(record.channelId)}` : undefined
}

/**
 * The kind of a record's type for its words and icon; unknown types read as `other`.
 *
 * @example notificationKindOf('LIVE') // 'LIVE'
 */
export function notificationKindOf(type: string | undefined): NotificationType | 'other' {
  return type === 'LIVE' || type === 'COMMENT_REPLY' || type === 'MENTION' ? type : 'other'
}
