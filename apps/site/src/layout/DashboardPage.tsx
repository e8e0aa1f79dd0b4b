import type { DashboardAccess, DashboardPermission } from '@airwave/sdk/channel'
import { type ReactNode, useId } from 'react'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useDashboardCommunityWords } from '../i18n/dashboardCommunity'
import { fill } from '../i18n/discovery'
import { Loading } from '../ui/states'
import { DashboardNav } from './DashboardNav'
import { useDashboardAccess } from './useDashboardAccess'

/**
 * The frame of every dashboard page: sign-in first, the page's title, the channel picker (a
 * member who manages other channels acts on one of them with `?channel=`), the dashboard's
 * nav, then the page's content for the chosen channel. `permission` is what the page needs
 * there (default: the streamer only); without it, a notice instead of the content (the server
 * refuses anyway). `actions` replaces the head's way back to the channel.
 */
export function DashboardPage({
  title,
  actions,
  permission = 'owner',
  children,
}: {
  title: string
  actions?: (channelId: string) => ReactNode
  permission?: DashboardPermission
  children: (channelId: string) => ReactNode
}) {
  const status = useSessionStatus()
  const access = useDashboardAccess()
  const { text } = useSite()
  const location = useLocation()
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  if (status === 'loading' || !access) return <Loading />
  const channelId = access.channel?.channelId ?? ''
  const allowed = access.allows(permission)
  return (
    <section className="aw-site-dashboard" data-channel-role={access.channel?.role ?? 'none'}>
      <title>{`${title} · ${text.dashboard} · Airwave`}</title>
      <DashboardNav access={access} />
      <div className="aw-site-dashboard-head">
        <h1 className="aw-site-title">{title}</h1>
        <div className="aw-site-dashboard-tools">
          <ChannelPicker access={access} />
          {channelId &&
            allowed &&
            (actions ? (
              actions(channelId)
            ) : (
              <Link className="aw-button" to={`/${encodeURIComponent(channelId)}`}>
                {text.backToChannel}
              </Link>
            ))}
        </div>
      </div>
      {!channelId ? (
        <p className="aw-site-muted">{text.needChannel}</p>
      ) : allowed ? (
        children(channelId)
      ) : (
        <NoPermission access={access} permission={permission} />
      )}
    </section>
  )
}

/** The channels to act on, when the member manages any: their own first. */
function ChannelPicker({ access }: { access: DashboardAccess }) {
  const words = useDashboardCommunityWords()
  const [search, setSearch] = useSearchParams()
  const id = useId()
  if (access.channels.length < 2) return null
  const own = access.channels.find((channel) => channel.role === 'owner')
  return (
    <div className="aw-site-dashboard-picker">
      <label htmlFor={id}>{words.channelPicker}</label>
      <select
        id={id}
        value={access.channel?.channelId ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams(search)
          if (event.target.value === own?.channelId) next.delete('channel')
          else next.set('channel', event.target.value)
          setSearch(next)
        }}
      >
        {access.channels.map((channel) => (
          <option key={channel.channelId} value={channel.channelId}>
            {fill(channel.role === 'owner' ? words.ownChannel : words.managedChannel, {
              name: channel.nickname || channel.channelId,
            })}
          </option>
        ))}
      </select>
    </div>
  )
}

/** What a manager sees on a page the streamer did not open to them. */
function NoPermission({
  access,
  permission,
}: {
  access: DashboardAccess
  permission: DashboardPermission
}) {
  const words = useDashboardCommunityWords()
  const { pathname } = useLocation()
  const name = access.channel?.nickname || access.channel?.channelId || ''
  const own = access.channels.some((channel) => channel.role === 'owner')
  return (
    <div className="aw-site-state" data-state="no-permission" role="status">
      <p>{fill(permission === 'owner' ? words.ownerOnly : words.noPermission, { name })}</p>
      {own && (
        <Link className="aw-button" to={pathname}>
          {words.backToOwn}
        </Link>
      )}
    </div>
  )
}
