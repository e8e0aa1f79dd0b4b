import { PollOngoing } from '@airwave/react/poll'
import { useParams } from 'react-router'
import { PollShell, routerLink } from './PollShell'

/**
 * `/poll/ongoing/{channelId}`: a channel's current poll for its streamer and managers, live
 * (chosen: the `{id}` is the channel's, as the current poll is the channel's; a poll's own
 * page is `/poll/{id}/detail`).
 */
export function PollOngoingPage() {
  const channelId = useParams().id ?? ''
  return (
    <PollShell>
      <PollOngoing key={channelId} channelId={channelId} renderLink={routerLink} />
    </PollShell>
  )
}
