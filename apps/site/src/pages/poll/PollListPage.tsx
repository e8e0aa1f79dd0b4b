import { PollList } from '@airwave/react/poll'
import { useSearchParams } from 'react-router'
import { PollShell, routerLink } from './PollShell'

/** `/poll/list`: the channel's polls (the streamer's own, or `?channelId=` for a manager). */
export function PollListPage() {
  const [search] = useSearchParams()
  // `?channel=` is the dashboard's channel picker's choice.
  const channelId = search.get('channelId') ?? search.get('channel') ?? undefined
  return (
    <PollShell>
      <PollList {...(channelId ? { channelId } : {})} renderLink={routerLink} />
    </PollShell>
  )
}
