import type { Viewer } from '@airwave/sdk'
import type { MissionList, MissionSort } from '@airwave/sdk/mission'
import { useId } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { MissionCard } from './MissionCard'
import type { MissionText } from './missionText'
import { useMissionList } from './useMissions'

export interface MissionListSectionProps {
  channelId: string
  list: MissionList
  sort: MissionSort
  viewer: Viewer
  minimumGem: number
  t: MissionText
  onBuyGems?: () => void
}

const headings = { open: 'listOpen', started: 'listStarted', completed: 'listCompleted' } as const
const empties = { open: 'emptyOpen', started: 'emptyStarted', completed: 'emptyCompleted' } as const

/**
 * One list of a channel's missions with its heading: loading, failed (with Try again), empty,
 * or its missions. `data-state`: loading, error, empty, ready.
 */
export function MissionListSection({ list, sort, t, ...card }: MissionListSectionProps) {
  const query = useMissionList(card.channelId, list, sort)
  const headingId = useId()
  const state = query.isPending
    ? 'loading'
    : query.isError
      ? 'error'
      : query.data.length === 0
        ? 'empty'
        : 'ready'
  return (
    <section
      className="aw-missions-section"
      aria-labelledby={headingId}
      data-list={list}
      data-state={state}
    >
      <h3 id={headingId}>{t(headings[list])}</h3>
      {state === 'loading' ? (
        <p className="aw-mission-status" role="status">
          {t('loading')}
        </p>
      ) : state === 'error' ? (
        <RetryAlert
          className="aw-mission-actions"
          messageClassName="aw-mission-status"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : state === 'empty' ? (
        <p className="aw-mission-lead">{t(empties[list])}</p>
      ) : (
        <ul className="aw-missions-list">
          {query.data?.map((mission) => (
            <MissionCard key={mission.missionIdx} mission={mission} t={t} {...card} />
          ))}
        </ul>
      )}
    </section>
  )
}
