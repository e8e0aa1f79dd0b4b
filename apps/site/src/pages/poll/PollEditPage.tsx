import { POLL_PATHS, PollForm } from '@airwave/react/poll'
import { pollQuery } from '@airwave/sdk/poll'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { ErrorState, isNotFound, Loading, NotFound } from '../../ui/states'
import { PollShell, pollIdxOf } from './PollShell'

/** `/poll/{id}/edit`: the form over a running poll (time added, options until the first vote). */
export function PollEditPage() {
  const pollIdx = pollIdxOf(useParams().id)
  if (pollIdx === undefined) return <NotFound />
  return (
    <PollShell>
      <PollEdit key={pollIdx} pollIdx={pollIdx} />
    </PollShell>
  )
}

function PollEdit({ pollIdx }: { pollIdx: number }) {
  const { client } = useSite()
  const navigate = useNavigate()
  const query = useQuery(pollQuery(client, pollIdx))
  if (query.isPending) return <Loading />
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound />
    return <ErrorState error={query.error} retry={() => query.refetch()} />
  }
  const back = () => navigate(POLL_PATHS.detail(pollIdx))
  return <PollForm mode="edit" poll={query.data} onSaved={back} onCancel={back} />
}
