import { MessageBadge, MessagePanel } from '@airwave/react/message'
import { useRef } from 'react'
import { useViewer } from '../../app/useViewer'
import { closeMessages, toggleMessages, useMessageDesk } from './messageDesk'

const PANEL_ID = 'aw-site-messages'

/** The header's messages button with its unread badge. */
export function HeaderMessageButton() {
  const desk = useMessageDesk()
  return <MessageBadge expanded={desk.open} controls={PANEL_ID} onClick={toggleMessages} />
}

/**
 * The message panel under the header, open from its button or a channel page's "Message";
 * closing puts focus back on the button when it is on screen.
 */
export function HeaderMessagePanel() {
  const desk = useMessageDesk()
  const viewer = useViewer()
  const returnTo = useRef<Element | null>(null)
  if (desk.open && !returnTo.current) returnTo.current = document.activeElement
  const close = () => {
    closeMessages()
    const back = returnTo.current
    returnTo.current = null
    if (back instanceof HTMLElement && back.isConnected && back.offsetParent) back.focus()
  }
  return (
    <MessagePanel
      id={PANEL_ID}
      open={desk.open}
      onClose={close}
      channel={desk.channel}
      viewerChannelId={viewer?.status === 'member' ? viewer.channelId : undefined}
    />
  )
}
