import { useMessageText } from '@airwave/react/message'
import { useViewer } from '../../app/useViewer'
import { openMessages } from '../message/messageDesk'

/**
 * A channel page's "Message": opens the header's panel on the room with this channel (found
 * by the SDK: a new one, a request, or a reason it cannot be written to). Not on one's own
 * channel, nor for a guest.
 */
export function ChannelMessageButton({ channelId, name }: { channelId: string; name: string }) {
  const viewer = useViewer()
  const t = useMessageText()
  if (viewer?.status !== 'member' || !viewer.channelId || viewer.channelId === channelId)
    return null
  return (
    <button
      type="button"
      className="aw-button"
      aria-haspopup="dialog"
      onClick={() => openMessages({ channelId, nickname: name })}
    >
      {t('messageChannel')}
    </button>
  )
}
