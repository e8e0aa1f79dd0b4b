import { Chat } from '@airwave/react/chat'
import { channelInfoQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { useChatPresenceLog } from '../app/useChatPresenceLog'
import { isNotFound, NotFound } from '../ui/states'

// The participant view's top supporters: the wallet's ranking, loaded when the view opens.
const ChatRanking = lazy(() =>
  import('./channel/ChannelRanking').then((m) => ({ default: m.ChatRanking })),
)

// The emoticon picker's subscribe flow: its dialogs load when the picker first asks.
const ChatSubscribe = lazy(() =>
  import('./channel/ChannelSubscribe').then((m) => ({ default: m.ChatSubscribe })),
)

/**
 * `/chat/{channelId}`: the channel's chat alone, for a window of its own (the channel page's
 * "Pop out chat") or an OBS browser dock. It takes the whole window.
 */
export function ChatPopoutPage() {
  const { channelId = '' } = useParams()
  const { client, text } = useSite()
  const channel = useQuery(channelInfoQuery(client, channelId))
  const [subscribeAsked, setSubscribeAsked] = useState(0)
  useChatPresenceLog(channelId)
  if (channel.isError && isNotFound(channel.error)) {
    return <NotFound message={text.channelNotFound} />
  }
  const name = channel.data?.nickname ?? channelId
  return (
    <section className="aw-site-chat-popout">
      <title>{`${text.chat} · ${name} · Airwave`}</title>
      <Chat
        key={channelId}
        channelId={channelId}
        popout
        onSubscribe={() => setSubscribeAsked((n) => n + 1)}
        participantsHead={
          <Suspense fallback={null}>
            <ChatRanking channelId={channelId} />
          </Suspense>
        }
      />
      {subscribeAsked > 0 && (
        <Suspense fallback={null}>
          <ChatSubscribe channelId={channelId} name={name} asked={subscribeAsked} />
        </Suspense>
      )}
    </section>
  )
}
