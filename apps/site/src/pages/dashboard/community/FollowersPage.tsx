import { pageCount } from '@airwave/sdk'
import { FOLLOWER_PAGE_SIZE, followersQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useSite } from '../../../app/siteContext'
import { useDashboardCommunityWords } from '../../../i18n/dashboardCommunity'
import { fill } from '../../../i18n/discovery'
import { DashboardPage } from '../../../layout/DashboardPage'
import { Pager } from '../../../ui/Pager'
import { ErrorState, Loading } from '../../../ui/states'
import { ChannelChip } from './ChannelChip'
import { shortDate } from './shortDate'
import './dashboardCommunity.css'

/** `/dashboard/followers`: who follows the channel, newest first, searchable (streamer only). */
export function FollowersPage() {
  const words = useDashboardCommunityWords()
  return <DashboardPage title={words.followers}>{() => <Followers />}</DashboardPage>
}

function Followers() {
  const { client, locale } = useSite()
  const words = useDashboardCommunityWords()
  const id = useId()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const query = useQuery(followersQuery(client, page, keyword))
  return (
    <div className="aw-site-dashboard-section" data-testid="followers">
      <form
        className="aw-site-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          setKeyword(typed.trim())
          setPage(1)
        }}
      >
        <label htmlFor={id} className="aw-visually-hidden">
          {words.searchFollowers}
        </label>
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={20}
          placeholder={words.searchFollowers}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="aw-button">
          {words.search}
        </button>
      </form>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} retry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="aw-site-state" data-state="empty">
          {keyword ? fill(words.noFollowersFound, { keyword }) : words.noFollowers}
        </p>
      ) : (
        <>
          <p className="aw-site-muted">{fill(words.followersTotal, { count: query.data.total })}</p>
          <ul className="aw-site-dashboard-list">
            {query.data.items.map((follower) => (
              <li key={follower.channelId}>
                <Link to={`/${encodeURIComponent(follower.channelId)}`}>
                  <ChannelChip channel={follower} />
                </Link>
                <span className="aw-site-muted">
                  {fill(words.followedOn, { date: shortDate(follower.followDate, locale) })}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pageCount({ total: query.data.total, size: FOLLOWER_PAGE_SIZE })}
            onPage={setPage}
          />
        </>
      )}
    </div>
  )
}
