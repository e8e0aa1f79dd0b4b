import { Chat, type ChatProps } from '@airwave/react/chat'
import { useViewer } from '../../src/decorators/withAirwave'

/**
 * The chat as the toolbar's role sees it, the height it has beside the player on a desktop
 * (and its width on a phone, where it sits under the player); a popout takes the window.
 */
export function ChatPane(props: Omit<ChatProps, 'viewer'>) {
  const viewer = useViewer()
  if (props.popout) return <Chat {...props} viewer={viewer} />
  return (
    <div style={{ height: 560, maxWidth: 400 }}>
      <Chat {...props} viewer={viewer} />
    </div>
  )
}
