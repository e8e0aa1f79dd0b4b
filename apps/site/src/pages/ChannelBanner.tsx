import { CHANNEL_LINK_REL, type ChannelInfo } from '@airwave/sdk/channel'
import './channelBanner.css'

/**
 * The first of the channel's banners above the channel, when the streamer shows it: alt text of
 * the channel's name, and a fixed aspect ratio so the page does not shift as the image loads.
 * A banner with a link opens it in a new tab, telling the target nothing of this page.
 */
export function ChannelBanner({ channel }: { channel: ChannelInfo }) {
  const banner = channel.isBanner ? channel.channelBannerList?.[0] : undefined
  if (!banner) return null
  const image = (
    <img className="aw-site-channel-banner-img" src={banner.imageUrl} alt={channel.nickname} />
  )
  return (
    <div className="aw-site-channel-banner" data-testid="channel-banner">
      {banner.linkUrl ? (
        <a href={banner.linkUrl} target="_blank" rel={CHANNEL_LINK_REL}>
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  )
}
