import { channelInfoQuery, channelProfileQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useSite } from '../../../app/siteContext'
import { useDashboardCommunityWords } from '../../../i18n/dashboardCommunity'
import { DashboardPage } from '../../../layout/DashboardPage'
import { ErrorState, Loading } from '../../../ui/states'
import { BannerSection } from './BannerSection'
import { ChannelProfileForm } from './ChannelProfileForm'
import { ProfileImageSection } from './ProfileImageSection'
import './dashboardCommunity.css'

/**
 * `/dashboard/channel-info` (streamer only): the channel's nickname and address, with the way to
 * the member's channels; its profile image (upload, or back to the generated one); its
 * description and links, which its page shows under "About"; and its banners.
 */
export function ChannelInfoPage() {
  const words = useDashboardCommunityWords()
  return (
    <DashboardPage title={words.channelInfo}>
      {(channelId) => <ChannelInfo channelId={channelId} />}
    </DashboardPage>
  )
}

function ChannelInfo({ channelId }: { channelId: string }) {
  const { client } = useSite()
  const words = useDashboardCommunityWords()
  const query = useQuery(channelInfoQuery(client, channelId))
  const profile = useQuery(channelProfileQuery(client, channelId))
  if (query.isPending || profile.isPending) return <Loading />
  if (query.isError) return <ErrorState error={query.error} retry={() => query.refetch()} />
  if (profile.isError) return <ErrorState error={profile.error} retry={() => profile.refetch()} />
  const info = query.data
  // The info call answers the channel asked for; its id is that one.
  const handle = info.channelId ?? channelId
  const address = `${window.location.origin}/${encodeURIComponent(handle)}`
  return (
    <div className="aw-site-dashboard-section">
      <section className="aw-site-dashboard-card aw-site-channel-info" data-testid="channel-info">
        <dl className="aw-site-facts">
          <dt>{words.nickname}</dt>
          <dd>{info.nickname}</dd>
          <dt>{words.channelAddress}</dt>
          <dd>
            <Link to={`/${encodeURIComponent(handle)}`}>{address}</Link>
          </dd>
        </dl>
        <Link className="aw-button" to="/channel/management">
          {words.editProfile}
        </Link>
      </section>
      <ProfileImageSection
        channelId={channelId}
        nickname={info.nickname}
        picture={info.channelProfileImg}
      />
      <ChannelProfileForm channelId={channelId} profile={profile.data} />
      <BannerSection
        channelId={channelId}
        banners={info.channelBannerList ?? []}
        isBanner={info.isBanner ?? false}
      />
    </div>
  )
}
