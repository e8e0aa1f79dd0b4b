import { SupporterRanking } from '@airwave/react/wallet'

/** The channel page's top supporters, under the stream (a card of the page). */
export function ChannelRanking({ channelId }: { channelId: string }) {
  return (
    <div className="aw-site-ranking">
      <SupporterRanking channelId={channelId} />
    </div>
  )
}

/** The chat's participant view's head: the same ranking, under the view's own heading. */
export function ChatRanking({ channelId }: { channelId: string }) {
  return <SupporterRanking channelId={channelId} headingLevel={3} />
}
