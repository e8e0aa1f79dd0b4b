import { formatRelativeTime } from '@airwave/sdk'
import { badgeLabel, hasUnread, notificationHref } from '@airwave/sdk/notification'
import { useEffect, useId, useRef, useState } from 'react'
import { Avatar } from '../shared/avatar/Avatar'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { plainNotificationLink, type RenderNotificationLink } from './NotificationLink'
import { notificationStyles } from './notification.styles'
import { recordTitle, useNotificationText } from './notificationText'
import { useNotifications } from './useNotifications'

export interface NotificationBellProps {
  /** The app's router link; a plain `<a>` by default. */
  renderLink?: RenderNotificationLink
  /** The settings page (`/setting/notifications` by default). */
  settingsHref?: string
  /** Open at first (stories, tests). */
  defaultOpen?: boolean
}

/** Where the panel is, for `data-state`. */
export type NotificationPanelState = 'closed' | 'loading' | 'error' | 'empty' | 'ready'

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </svg>
  )
}

/**
 * The header's notifications: a bell with the unread badge (read every minute; `99+` past
 * 99), and its panel: the records newest first with "show more", each opening its page (and
 * read), deleted with its button; "mark all read"; a link to the settings. Opening the panel
 * clears the badge. Escape or a press outside closes it, focus back on the bell.
 *
 * @example <NotificationBell renderLink={({ href, ...rest }) => <Link to={href} {...rest} />} />
 */
export function NotificationBell({
  renderLink = plainNotificationLink,
  settingsHref = '/setting/notifications',
  defaultOpen = false,
}: NotificationBellProps) {
  useSheet('notification', notificationStyles)
  const t = useNotificationText()
  const locale = useLocale()
  const [open, setOpen] = useState(defaultOpen)
  const { badge, records, clearBadge, readAll, read, remove } = useNotifications({ open })
  const panelId = useId()
  const titleId = useId()
  const root = useRef<HTMLDivElement>(null)
  const bell = useRef<HTMLButtonElement>(null)
  const label = badgeLabel(badge.data)
  const count = badge.data?.count ?? 0

  const close = (focusBell = true) => {
    setOpen(false)
    if (focusBell) bell.current?.focus()
  }
  const toggle = () => {
    if (open) return close()
    setOpen(true)
    if (count > 0) clearBadge.mutate()
  }
  useEffect(() => {
    if (!open) return
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    // Escape closes it; focus goes back to the bell unless it is elsewhere on the page.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focus = document.activeElement
      setOpen(false)
      if (!focus || focus === document.body || root.current?.contains(focus)) bell.current?.focus()
    }
    document.addEventListener('pointerdown', onPress)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPress)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const pages = records.data?.pages ?? []
  const list = pages.flatMap((page) => page.recordList)
  const state: NotificationPanelState = !open
    ? 'closed'
    : records.isPending
      ? 'loading'
      : records.isError
        ? 'error'
        : list.length === 0
          ? 'empty'
          : 'ready'

  return (
    <div className="aw-notify" ref={root} data-state={open ? 'open' : 'closed'}>
      <button
        ref={bell}
        type="button"
        className="aw-icon-button aw-notify-bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? t('bellNew', { count, shown: label }) : t('notifications')}
        onClick={toggle}
      >
        <BellIcon />
        {label && (
          <span className="aw-notify-badge" aria-hidden="true" data-testid="notification-badge">
            {label}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className="aw-notify-panel"
          role="dialog"
          aria-labelledby={titleId}
          data-state={state}
        >
          <div className="aw-notify-head">
            <h2 id={titleId}>{t('notifications')}</h2>
            <button
              type="button"
              className="aw-button"
              disabled={!hasUnread(records.data) || readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              {t('markAllRead')}
            </button>
          </div>
          <div className="aw-notify-body" aria-busy={records.isFetching}>
            {state === 'loading' && <p className="aw-notify-empty">{t('loading')}</p>}
            {state === 'error' && (
              <RetryAlert
                className="aw-notify-empty"
                message={t('loadFailed')}
                retryLabel={t('retry')}
                onRetry={() => records.refetch()}
              />
            )}
            {state === 'empty' && <p className="aw-notify-empty">{t('empty')}</p>}
            {state === 'ready' && (
              <ul className="aw-notify-list">
                {list.map((record) => {
                  const title = recordTitle(t, record)
                  const href = notificationHref(record) ?? '#'
                  return (
                    <li
                      key={record.recordId}
                      className="aw-notify-item"
                      data-state={record.isRead ? 'read' : 'unread'}
                    >
                      {renderLink({
                        href,
                        className: 'aw-notify-link',
                        onClick: () => {
                          if (!record.isRead) read.mutate(record.recordId)
                          close(false)
                        },
                        children: (
                          <>
                            <Avatar
                              channelId={record.channelId ?? 'airwave'}
                              nickname={record.nickname}
                              src={record.profileUrl}
                              size={36}
                            />
                            <span className="aw-notify-title">
                              {title}
                              {!record.isRead && (
                                <span className="aw-visually-hidden"> ({t('unread')})</span>
                              )}
                            </span>
                            {record.content && (
                              <span className="aw-notify-excerpt">{record.content}</span>
                            )}
                            {record.createDate && (
                              <time className="aw-notify-time" dateTime={record.createDate}>
                                {formatRelativeTime(record.createDate, locale)}
                              </time>
                            )}
                          </>
                        ),
                      })}
                      <button
                        type="button"
                        className="aw-icon-button"
                        aria-label={`${t('deleteRecord')}: ${title}`}
                        onClick={() => remove.mutate(record.recordId)}
                      >
                        <svg
                          viewBox="0 0 24 24"
                          width="16"
                          height="16"
                          aria-hidden="true"
                          focusable="false"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth={2}
                          strokeLinecap="round"
                        >
                          <path d="M6 6l12 12M18 6L6 18" />
                        </svg>
                      </button>
                    </li>
                  )
                })}
              </ul>
            )}
          </div>
          <div className="aw-notify-foot">
            {renderLink({
              href: settingsHref,
              className: 'aw-notify-settings-link',
              onClick: () => close(false),
              children: t('settings'),
            })}
            {records.hasNextPage && (
              <button
                type="button"
                className="aw-button"
                disabled={records.isFetchingNextPage}
                onClick={() => records.fetchNextPage()}
              >
                {t('showMore')}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
