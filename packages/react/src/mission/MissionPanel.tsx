import type { Viewer } from '@airwave/sdk'
import { isOwner } from '@airwave/sdk'
import {
  canPropose,
  MISSION_DEFAULT_MINIMUM_GEM,
  MISSION_SORTS,
  type MissionSort,
  proposeRefusalKey,
} from '@airwave/sdk/mission'
import { useId, useState } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useAirwave } from '../shared/provider/airwaveContext'
import { useViewer } from '../shared/provider/useViewer'
import { useSheet } from '../shared/theme/useSheet'
import { MissionListSection } from './MissionListSection'
import { MissionProposeForm } from './MissionProposeForm'
import { missionStyles } from './mission.styles'
import { useMissionText } from './missionText'
import { GUEST, useMissionConfig, useMissionUpdates } from './useMissions'

export interface MissionPanelProps {
  /** The streamer's channel. */
  channelId: string
  /** Who looks; default the provider's session (a guest until known). */
  viewer?: Viewer
  /** The first order of the lists (default most gems). */
  defaultSort?: MissionSort
  /** Hide the propose form (the dashboard shows only the lists and controls). */
  hidePropose?: boolean
  /** Opens the gem shop, offered when the wallet holds too few gems. */
  onBuyGems?: () => void
}

const sortKeys = { totalGem: 'sortTotalGem', endDate: 'sortEndDate', latest: 'sortLatest' } as const

/**
 * A channel's challenge missions (the spec's mission panels): the open and started lists in
 * the order picked, kept live by the channel's MISSION_UPDATE events, the propose form when
 * the viewer may propose (else why not; a guest gets the sign-in prompt), a pledge on each
 * mission, and the streamer's controls when the viewer owns the channel. Every rule is the
 * SDK's. `data-state`: loading, error, ready; `data-propose`: the refusal, or `ok`.
 *
 * @example <MissionPanel channelId="airwave" onBuyGems={() => navigate('/items/gem-charge')} />
 */
export function MissionPanel({
  channelId,
  viewer: given,
  defaultSort = 'totalGem',
  hidePropose,
  onBuyGems,
}: MissionPanelProps) {
  useSheet('mission', missionStyles)
  const t = useMissionText()
  const known = useViewer()
  const viewer = given ?? known ?? GUEST
  const { onLoginRequired } = useAirwave()
  const config = useMissionConfig(channelId)
  useMissionUpdates(channelId)
  const [sort, setSort] = useState<MissionSort>(defaultSort)
  const headingId = useId()
  const sortId = useId()
  const minimumGem = config.data?.minimumGem ?? MISSION_DEFAULT_MINIMUM_GEM
  const may = canPropose(config.data, viewer, channelId)
  const owner = isOwner(viewer, channelId)
  const state = config.isPending ? 'loading' : config.isError ? 'error' : 'ready'
  const card = { channelId, sort, viewer, minimumGem, t, ...(onBuyGems ? { onBuyGems } : {}) }
  return (
    <section
      className="aw-missions-panel"
      aria-labelledby={headingId}
      data-state={state}
      data-propose={may.ok ? 'ok' : may.reason}
    >
      <div className="aw-missions-head">
        <h2 id={headingId}>{t('panelTitle')}</h2>
        <label className="aw-mission-field" htmlFor={sortId}>
          {t('sortLabel')}
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as MissionSort)}
          >
            {MISSION_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(sortKeys[value])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {hidePropose || owner ? null : state === 'loading' ? null : state === 'error' ? (
        <RetryAlert
          className="aw-mission-actions"
          messageClassName="aw-mission-status"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void config.refetch()}
        />
      ) : may.ok ? (
        <MissionProposeForm
          channelId={channelId}
          minimumGem={minimumGem}
          {...(onBuyGems ? { onBuyGems } : {})}
        />
      ) : may.reason === 'signed-out' ? (
        <div className="aw-mission-note" data-state="signed-out">
          <p className="aw-mission-lead">{t('signedOut')}</p>
          <div className="aw-mission-actions">
            <button
              type="button"
              className="aw-button"
              data-variant="primary"
              onClick={onLoginRequired}
            >
              {t('signIn')}
            </button>
          </div>
        </div>
      ) : (
        <p className="aw-mission-note" data-state={may.reason}>
          {t(proposeRefusalKey(may.reason))}
        </p>
      )}
      <MissionListSection list="started" {...card} />
      <MissionListSection list="open" {...card} />
    </section>
  )
}
