import { Avatar } from '@airwave/react/community'

/** A channel's picture, nickname and id, as the dashboard's lists show it. */
export function ChannelChip({
  channel,
}: {
  channel: {
    channelId: string
    nickname?: string | undefined
    channelProfileImg?: string | null | undefined
  }
}) {
  return (
    <span className="aw-site-channel-chip">
      <Avatar
        channelId={channel.channelId}
        nickname={channel.nickname}
        src={channel.channelProfileImg}
        size={32}
      />
      <span className="aw-site-channel-chip-names">
        <strong>{channel.nickname || channel.channelId}</strong>
        <span className="aw-site-muted">@{channel.channelId}</span>
      </span>
    </span>
  )
}
