import { ApiError, pageCount } from '@airwave/sdk'
import {
  FOLLOW_SETTING_PAGE_SIZE,
  followNotificationMutation,
  followNotificationsQuery,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationSettingsQuery,
  updateNotificationSettingsMutation,
} from '@airwave/sdk/notification'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Avatar } from '../shared/avatar/Avatar'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { Pager } from '../shared/paging/Pager'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { notificationStyles } from './notification.styles'
import { type NotificationText, useNotificationText } from './notificationText'

/** Where a part of the page is, for `data-state`. */
export type NotificationSettingsState = 'loading' | 'error' | 'empty' | 'ready'

const KIND_WORDS = {
  live: 'kindLive',
  reply: 'kindReply',
  mention: 'kindMention',
} as const satisfies Record<NotificationKind, string>

function failureText(t: NotificationText, error: unknown): string {
  return error instanceof ApiError && error.code === 'API1002' ? t('tooMany') : t('saveFailed')
}

/**
 * `/setting/notifications`: a switch per kind of event (a followed channel goes live, replies,
 * mentions), and the live notifications of each followed channel, 20 a page. A switch moves at
 * once and comes back with a toast if the server refuses (API1002 when the member switches too
 * often).
 *
 * @example <NotificationSettings />
 */
export function NotificationSettings() {
  useSheet('notification', notificationStyles)
  const t = useNotificationText()
  const client = useCalls('NotificationSettings', 'notification')
  const { queryClient, toastQueue } = useAirwave()
  const kindsId = useId()
  const followsId = useId()
  const [page, setPage] = useState(1)
  const settings = useQuery(notificationSettingsQuery(client), queryClient)
  const follows = useQuery(followNotificationsQuery(client, page), queryClient)
  const update = useMutation(updateNotificationSettingsMutation(client, queryClient), queryClient)
  const toggle = useMutation(followNotificationMutation(client, queryClient), queryClient)
  const kindsState: NotificationSettingsState = settings.isPending
    ? 'loading'
    : settings.isError
      ? 'error'
      : 'ready'
  const list = follows.data?.list ?? []
  const followsState: NotificationSettingsState = follows.isPending
    ? 'loading'
    : follows.isError
      ? 'error'
      : list.length === 0
        ? 'empty'
        : 'ready'
  const pages = pageCount({ total: follows.data?.totalCnt ?? 0, size: FOLLOW_SETTING_PAGE_SIZE })
  const onError = (error: unknown) => toastQueue.show(failureText(t, error))

  return (
    <div className="aw-notify-settings">
      <section className="aw-notify-group" aria-labelledby={kindsId} data-state={kindsState}>
        <h2 id={kindsId}>{t('kindsTitle')}</h2>
        {kindsState === 'loading' && <p className="aw-notify-lead">{t('loading')}</p>}
        {kindsState === 'error' && (
          <RetryAlert
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => settings.refetch()}
          />
        )}
        {kindsState === 'ready' && (
          <ul className="aw-notify-switches">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <label className="aw-notify-switch">
                  <span>{t(KIND_WORDS[kind])}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={settings.data?.[kind] !== false}
                    checked={settings.data?.[kind] !== false}
                    onChange={(event) =>
                      update.mutate({ [kind]: event.target.checked }, { onError })
                    }
                  />
                </label>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="aw-notify-group" aria-labelledby={followsId} data-state={followsState}>
        <h3 id={followsId}>{t('followsTitle')}</h3>
        <p className="aw-notify-lead">{t('followsLead')}</p>
        {followsState === 'loading' && <p className="aw-notify-lead">{t('loading')}</p>}
        {followsState === 'error' && (
          <RetryAlert
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => follows.refetch()}
          />
        )}
        {followsState === 'empty' && <p className="aw-notify-lead">{t('followsEmpty')}</p>}
        {followsState === 'ready' && (
          <ul className="aw-notify-switches">
            {list.map((channel) => {
              const name = channel.nickname ?? channel.channelId
              return (
                <li key={channel.channelId}>
                  <label className="aw-notify-switch">
                    <Avatar
                      channelId={channel.channelId}
                      nickname={channel.nickname}
                      src={channel.profileUrl}
                      size={32}
                    />
                    <span aria-hidden="true">{name}</span>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={t('channelSwitch', { name })}
                      aria-checked={channel.enable}
                      checked={channel.enable}
                      onChange={(event) =>
                        toggle.mutate(
                          { channelId: channel.channelId, enable: event.target.checked },
                          { onError },
                        )
                      }
                    />
                  </label>
                </li>
              )
            })}
          </ul>
        )}
        <Pager
          className="aw-notify-pages"
          label={t('followsTitle')}
          page={page}
          pages={pages}
          goTo={setPage}
          words={{
            previous: t('previousPage'),
            next: t('nextPage'),
            position: t('pageOf', { page: String(page), pages: String(pages) }),
          }}
        />
      </section>
    </div>
  )
}
