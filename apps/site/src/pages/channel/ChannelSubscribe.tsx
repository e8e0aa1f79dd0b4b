import { SubscribeButton, SubscribeDialogs, useSubscribe } from '@airwave/react/subscription'
import { useEffect, useMemo, useRef } from 'react'
import { useUserActionLog } from '../../app/useUserActionLog'

/**
 * Starts the flow each time `asked` grows (the chat's emoticon picker asked to subscribe). A
 * request made before this part loaded starts the flow once it is there.
 */
function useAsked(asked: number, start: () => void) {
  const seen = useRef(0)
  const startRef = useRef(start)
  startRef.current = start
  useEffect(() => {
    if (asked <= seen.current) return
    seen.current = asked
    startRef.current()
  }, [asked])
}

/**
 * The channel page's subscribe button (hidden on one's own channel and a channel without
 * subscriptions; "Subscribed · N months" for a subscriber) and the flow the chat's emoticon
 * picker starts too, so both share one set of dialogs.
 */
export function ChannelSubscribe(props: {
  channelId: string
  name: string
  monetized: boolean
  asked: number
}) {
  const flow = useSubscribe(props.channelId)
  useAsked(props.asked, flow.start)
  const logAction = useUserActionLog()
  const { channelId } = props
  // The button's press is logged; the emoticon picker's request opens the same flow unlogged.
  const pressed = useMemo(
    () => ({
      ...flow,
      start: () => {
        logAction({ type: 'openSubscribe', channelId, source: 'channel' })
        flow.start()
      },
    }),
    [flow, logAction, channelId],
  )
  return (
    <SubscribeButton
      channelId={props.channelId}
      name={props.name}
      monetized={props.monetized}
      flow={pressed}
    />
  )
}

/** The popped-out chat's subscribe flow: the picker's dialogs, without a button. */
export function ChatSubscribe(props: { channelId: string; name: string; asked: number }) {
  const flow = useSubscribe(props.channelId)
  useAsked(props.asked, flow.start)
  return <SubscribeDialogs flow={flow} name={props.name} />
}
