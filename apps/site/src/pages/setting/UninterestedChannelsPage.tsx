import { pageCount } from '@airwave/sdk'
import {
  NOT_INTERESTED_PAGE_SIZE,
  nextNotInterestedPage,
  notInterestedListQuery,
  removeNotInterestedMutation,
} from '@airwave/sdk/channel'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
import { fill, useDiscoveryText } from '../../i18n/discovery'
import { SettingsPage } from '../../layout/SettingsPage'
import { ErrorState, Loading } from '../../ui/states'

/**
 * `/setting/uninterested-channel`: the channels the member marked not interested, 10 a page,
 * each with a way to take it off (its cards then show again). An anonymous visitor signs in
 * first.
 */
export function UninterestedChannelsPage() {
  const words = useDiscoveryText()
  return (
    <SettingsPage title={words.uninterestedTitle} heading>
      <UninterestedChannels />
    </SettingsPage>
  )
}

function UninterestedChannels() {
  const { client } = useSite()
  const words = useDiscoveryText()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...notInterestedListQuery(client, page),
    placeholderData: (previous) => previous,
  })
  // Once taken off, the channel's cards show again in every list.
  const remove = useMutation(removeNotInterestedMutation(client, queryClient))
  const pages = pageCount({ total: list.data?.total ?? 0, size: NOT_INTERESTED_PAGE_SIZE })
  // Removing the last one of the last page leaves that page empty: show the one before.
  if (list.data && list.data.items.length === 0 && page > 1) setPage(page - 1)
  return (
    <>
      <p className="aw-site-muted">{words.uninterestedBody}</p>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} retry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="aw-site-muted" data-state="empty">
          {words.uninterestedEmpty}
        </p>
      ) : (
        <>
          <ul className="aw-site-rows" aria-label={words.uninterestedTitle}>
            {list.data.items.map((channel) => (
              <li key={channel.channelId} className="aw-site-row">
                <span className="aw-site-avatar" aria-hidden="true">
                  {channel.channelProfileImg ? (
                    <img src={channel.channelProfileImg} alt="" />
                  ) : (
                    (channel.nickname ?? channel.channelId).slice(0, 1).toUpperCase()
                  )}
                </span>
                <Link to={`/${encodeURIComponent(channel.channelId)}`}>
                  {channel.nickname ?? channel.channelId}
                </Link>
                <button
                  type="button"
                  className="aw-button"
                  disabled={remove.isPending}
                  aria-label={`${words.remove}: ${channel.nickname ?? channel.channelId}`}
                  onClick={() => remove.mutate(channel.channelId)}
                >
                  {words.remove}
                </button>
              </li>
            ))}
          </ul>
          {remove.isError && <ErrorState error={remove.error} />}
          {pages > 1 && (
            <nav className="aw-site-pager" aria-label={fill(words.pageOf, { page, pages })}>
              <button
                type="button"
                className="aw-button"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {words.previous}
              </button>
              <span className="aw-site-muted">{fill(words.pageOf, { page, pages })}</span>
              <button
                type="button"
                className="aw-button"
                disabled={nextNotInterestedPage(page, list.data.total) === undefined}
                onClick={() => setPage(page + 1)}
              >
                {words.next}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  )
}
