import { type NotificationMessages, notificationCatalogue, type Translate } from '@airwave/sdk/i18n'
import type { NotificationRecord } from '@airwave/sdk/notification'
import { notificationKindOf } from '@airwave/sdk/notification'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The notifications' words in the provider's locale. */
export type NotificationText = Translate<NotificationMessages>

/**
 * The notifications' words for the provider's locale; suspends while its language loads.
 *
 * @example const t = useNotificationText(); t('markAllRead')
 */
export function useNotificationText(): NotificationText {
  return useCatalogueText(notificationCatalogue)
}

/** What a record says, by its type: `{nickname} is live`, `{nickname} replied…`. */
export function recordTitle(t: NotificationText, record: NotificationRecord): string {
  const nickname = record.nickname ?? record.channelId ?? ''
  switch (notificationKindOf(record.type)) {
    case 'LIVE':
      return t('typeLive', { nickname })
    case 'COMMENT_REPLY':
      return t('typeReply', { nickname })
    case 'MENTION':
      return t('typeMention', { nickname })
    default:
      return t('typeOther', { nickname })
  }
}
