import { PollDetail } from '@airwave/react/poll'
import { useParams } from 'react-router'
import { NotFound } from '../../ui/states'
import { PollShell, pollIdxOf, routerLink } from './PollShell'

/** `/poll/{id}/detail`: one poll's votes, with edit, end and close for its managers. */
export function PollDetailPage() {
  const pollIdx = pollIdxOf(useParams().id)
  if (pollIdx === undefined) return <NotFound />
  return (
    <PollShell>
      <PollDetail key={pollIdx} pollIdx={pollIdx} renderLink={routerLink} />
    </PollShell>
  )
}
