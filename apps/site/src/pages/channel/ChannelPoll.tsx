import {
  POLL_PATHS,
  PollButton,
  type PollHandle,
  PollOverlay,
  PollPopup,
  usePoll,
  usePollManageText,
} from '@airwave/react/poll'
import { isOwner } from '@airwave/sdk'
import { type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { useViewer } from '../../app/useViewer'

const GUEST = { status: 'anonymous' } as const

/** The channel page's poll: its card for the player, and its button, popup and manage link. */
export interface ChannelPollParts {
  /** For the player's overlay (`<VideoPlayer overlay>`). */
  overlay: ReactNode
  /** For the channel's header: the poll button (with its red dot), the popup and, for the
   * streamer and the poll's managers, the link to the current poll's page. */
  controls: ReactNode
}

/**
 * A channel page's poll: one poll state (the kit's `usePoll`) for the button in the header,
 * the popup and the card over the player, live through the page's socket. Their words load
 * with the page's language; nothing waits for them.
 *
 * @example
 * const poll = useChannelPoll(channelId)
 * <VideoPlayer overlay={poll.overlay} />
 * <header>{poll.controls}</header>
 */
export function useChannelPoll(channelId: string): ChannelPollParts {
  const viewer = useViewer()
  const poll = usePoll(channelId, { viewer: viewer ?? GUEST })
  const own = viewer !== undefined && isOwner(viewer, channelId)
  return {
    overlay: (
      <Suspense fallback={null}>
        <PollOverlay poll={poll} />
      </Suspense>
    ),
    controls: <ChannelPollControls poll={poll} channelId={channelId} manage={own} />,
  }
}

function ChannelPollControls(props: { poll: PollHandle; channelId: string; manage: boolean }) {
  const { poll, channelId } = props
  const manage = props.manage || poll.poll?.canManage === true
  return (
    <Suspense fallback={null}>
      {/* The popup opens under the button: the page's bottom right corner is the chat's input. */}
      <span className="aw-poll-anchor" data-state={poll.state}>
        <PollButton poll={poll} />
        {manage && (
          <Link className="aw-button" to={POLL_PATHS.ongoing(channelId)}>
            <ManageLabel />
          </Link>
        )}
        <PollPopup poll={poll} placement="below" />
      </span>
    </Suspense>
  )
}

// The manage link's word, from the poll management's words (loaded with the link).
function ManageLabel() {
  return usePollManageText()('polls')
}
