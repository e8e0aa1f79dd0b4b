import { POLL_PATHS, PollForm } from '@airwave/react/poll'
import { useNavigate, useSearchParams } from 'react-router'
import { PollShell } from './PollShell'

/**
 * `/poll/create`: the poll form, for the signed-in streamer's channel or, with
 * `?channelId=`, the channel a manager runs polls on. Once started, its live page.
 */
export function PollCreatePage() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const channelId = search.get('channelId') ?? undefined
  return (
    <PollShell>
      <PollForm
        {...(channelId ? { channelId } : {})}
        onSaved={(poll) => navigate(POLL_PATHS.ongoing(poll.channelId ?? channelId ?? ''))}
        onCancel={() => navigate(-1)}
      />
    </PollShell>
  )
}
