import type { MissionHistoryItem } from '@airwave/sdk/mission'
import { missionStateName, missionStatusKey } from '@airwave/sdk/mission'
import { useId } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useAirwave, useLocale } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'
import { useSheet } from '../shared/theme/useSheet'
import { missionStyles } from './mission.styles'
import { useMissionText } from './missionText'
import { useMissionHistory } from './useMissions'

const outcomeKeys = {
  held: 'outcomeHeld',
  paid: 'outcomePaid',
  returned: 'outcomeReturned',
} as const

/**
 * The member's missions (proposed or backed), newest first: the channel, the mission, its
 * status, their gems in it and where they went (held, paid to the streamer, returned), a page
 * at a time. Guests get the sign-in prompt. `data-state`: signed-out, loading, error, empty,
 * ready.
 *
 * @example <MissionHistory />
 */
export function MissionHistory() {
  useSheet('mission', missionStyles)
  const t = useMissionText()
  const locale = useLocale()
  const signedIn = useSignedIn()
  const { onLoginRequired } = useAirwave()
  const history = useMissionHistory()
  const headingId = useId()
  const items: MissionHistoryItem[] = history.data?.pages.flatMap((page) => page.missionList) ?? []
  const state = !signedIn
    ? 'signed-out'
    : history.isPending
      ? 'loading'
      : history.isError
        ? 'error'
        : items.length === 0
          ? 'empty'
          : 'ready'
  const number = new Intl.NumberFormat(locale)
  return (
    <section className="aw-missions-panel" data-state={state}>
      <h2 id={headingId}>{t('historyTitle')}</h2>
      {state === 'signed-out' ? (
        <div className="aw-mission-note">
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
      ) : state === 'loading' ? (
        <p className="aw-mission-status" role="status">
          {t('loading')}
        </p>
      ) : state === 'error' ? (
        <RetryAlert
          className="aw-mission-actions"
          messageClassName="aw-mission-status"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void history.refetch()}
        />
      ) : state === 'empty' ? (
        <p className="aw-mission-lead">{t('historyEmpty')}</p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, this wraps a table */}
          <div
            role="group"
            className="aw-mission-table-wrap"
            aria-labelledby={headingId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways; the region must take focus, or keyboard users cannot scroll it (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="aw-mission-table">
              <thead>
                <tr>
                  <th scope="col">{t('historyStreamer')}</th>
                  <th scope="col">{t('historyMission')}</th>
                  <th scope="col">{t('historyStatus')}</th>
                  <th scope="col">{t('historyGems')}</th>
                  <th scope="col">{t('historyOutcome')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr
                    key={item.missionIdx}
                    data-state={missionStateName(item.missionStatus)}
                    data-outcome={item.outcome}
                  >
                    <td>{item.streamerNickname ?? item.channelId}</td>
                    <td>{item.title ?? `#${item.missionIdx}`}</td>
                    <td>{t(missionStatusKey(item.missionStatus))}</td>
                    <td>{number.format(item.myGem ?? 0)}</td>
                    <td>{t(outcomeKeys[item.outcome])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {history.hasNextPage ? (
            <div className="aw-mission-actions">
              <button
                type="button"
                className="aw-button"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('more')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
