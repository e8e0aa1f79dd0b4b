import { followingListQuery } from '@airwave/sdk/channel'
import { followedCategoriesQuery } from '@airwave/sdk/live'
import { followedLiveCard } from '@airwave/sdk/video'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus, useSite } from '../../app/siteContext'
import { useDiscoveryText } from '../../i18n/discovery'
import { TabNav } from '../../ui/NavLinks'
import { Loading } from '../../ui/states'
import { CategoryChips } from './CategoryChips'
import { ChannelTileRowShape, ChannelTiles } from './ChannelTiles'
import { CardGrid, CardRowShape, HOME_ROW } from './cards'
import { ListSection } from './ListSection'
import { NextPage } from './LoadMore'

type FollowingTab = 'live' | 'channel' | 'category'

/**
 * `/following` (the followed channels live now), `/following/channel` (all of them) and
 * `/following/category` (the followed categories). A guest is asked to sign in.
 */
export function FollowingPage({ tab }: { tab: FollowingTab }) {
  const status = useSessionStatus()
  const words = useDiscoveryText()
  const { text } = useSite()
  const location = useLocation()
  return (
    <div className="aw-site-discovery">
      <title>{`${words.followingTitle} · Airwave`}</title>
      <h1 className="aw-site-title">{words.followingTitle}</h1>
      <TabNav
        label={words.followingTitle}
        items={[
          { to: '/following', label: words.navLive, end: true },
          { to: '/following/channel', label: words.followingChannels },
          { to: '/following/category', label: words.followingCategories },
        ]}
      />
      {status === 'loading' ? (
        <Loading />
      ) : status === 'unauthenticated' ? (
        <div className="aw-site-state" data-state="sign-in">
          <p>{words.followingSignIn}</p>
          <Link className="aw-button" data-variant="primary" to={loginPath(location)}>
            {text.signIn}
          </Link>
        </div>
      ) : tab === 'category' ? (
        <FollowedCategories />
      ) : (
        <FollowedChannels liveOnly={tab === 'live'} />
      )}
    </div>
  )
}

function FollowedChannels({ liveOnly }: { liveOnly: boolean }) {
  const { client } = useSite()
  const words = useDiscoveryText()
  const following = useInfiniteQuery(followingListQuery(client))
  const channels = (data: NonNullable<typeof following.data>) =>
    data.pages
      .flatMap((page) => page.followingList)
      .filter((channel) => !liveOnly || channel.isStream)
  const title = liveOnly ? words.liveNow : words.followingChannels
  return (
    <ListSection
      title={title}
      query={following}
      items={channels}
      empty={liveOnly ? words.noLive : words.followingEmpty}
      reserve={
        liveOnly ? (
          <CardRowShape count={HOME_ROW} firstRow />
        ) : (
          <ChannelTileRowShape count={HOME_ROW} />
        )
      }
      footer={<NextPage query={following} />}
    >
      {(data) =>
        liveOnly ? (
          <CardGrid cards={channels(data).map(followedLiveCard)} label={title} source="following" />
        ) : (
          <ChannelTiles channelIds={channels(data).map((c) => c.channelId)} label={title} />
        )
      }
    </ListSection>
  )
}

function FollowedCategories() {
  const { client } = useSite()
  const words = useDiscoveryText()
  const categories = useQuery(followedCategoriesQuery(client))
  return (
    <ListSection
      title={words.followingCategories}
      query={categories}
      items={(data) => data.categoryList}
      empty={words.followingCategoriesEmpty}
    >
      {(data) => <CategoryChips label={words.followingCategories} categories={data.categoryList} />}
    </ListSection>
  )
}
