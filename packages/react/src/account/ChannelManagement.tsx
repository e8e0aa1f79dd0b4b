import { myChannelsQuery } from '@airwave/sdk/account'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { ACCOUNT_PATHS, plainAccountLink, type RenderAccountLink } from './AccountLink'
import { AccountPage } from './AccountPage'
import { AccountQueryState } from './AccountQueryState'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'
import { useSessionSwap } from './useSessionSwap'

export interface ChannelManagementProps {
  renderLink?: RenderAccountLink
}

/** Where the list is, for `data-state`. */
export type ChannelManagementState = 'loading' | 'error' | 'empty' | 'ready'

/**
 * The member's channels (`/channel/management`) and the channel switch (accounts-platform.md
 * section 7, `POST /member/channel/switch`): the one acted as is marked; acting as another
 * stores the new token pair and refreshes the page's answers. Links to create and delete one.
 *
 * @example <ChannelManagement renderLink={routerLink} />
 */
export function ChannelManagement(props: ChannelManagementProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const client = useCalls('ChannelManagement', 'account')
  const { toastQueue } = useAirwave()
  const swap = useSessionSwap()
  const channels = useQuery(myChannelsQuery(client))
  const switcher = useMutation({
    mutationFn: async (channel: { channelId: string; nickname: string }) => {
      await swap(await client.account.switchChannel({ channelId: channel.channelId }))
      return channel
    },
    onSuccess: (channel) => toastQueue.show(t('switched', { nickname: channel.nickname })),
    onError: (error) => toastQueue.show(error.message),
  })
  const link = props.renderLink ?? plainAccountLink
  const state: ChannelManagementState = channels.isPending
    ? 'loading'
    : channels.isError
      ? 'error'
      : channels.data.length === 0
        ? 'empty'
        : 'ready'
  return (
    <AccountPage title={t('channelsTitle')} state={state} wide>
      <p className="aw-account-intro">{t('channelsIntro')}</p>
      <AccountQueryState query={channels} t={t} />
      {state === 'empty' && <p className="aw-account-note">{t('noChannels')}</p>}
      {channels.data && channels.data.length > 0 && (
        <ul className="aw-account-list">
          {channels.data.map((channel) => (
            <li
              key={channel.channelId}
              className="aw-account-item"
              data-state={channel.active ? 'active' : 'other'}
            >
              <div className="aw-account-item-main">
                <span>
                  {channel.nickname}{' '}
                  {channel.active && <span className="aw-account-badge">{t('actingNow')}</span>}
                </span>
                <span className="aw-account-item-meta">@{channel.channelId}</span>
              </div>
              {!channel.active && (
                <button
                  type="button"
                  className="aw-button"
                  disabled={switcher.isPending}
                  onClick={() => switcher.mutate(channel)}
                >
                  {t('switchTo', { nickname: channel.nickname })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="aw-account-actions">
        {link({
          href: ACCOUNT_PATHS.channelCreate,
          className: 'aw-button',
          children: t('newChannel'),
        })}
        {state === 'ready' &&
          link({
            href: ACCOUNT_PATHS.channelDelete,
            className: 'aw-button',
            children: t('deleteChannelLink'),
          })}
      </div>
    </AccountPage>
  )
}
