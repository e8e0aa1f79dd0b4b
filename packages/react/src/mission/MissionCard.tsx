import type { Viewer } from '@airwave/sdk'
import {
  clockText,
  MISSION_LIMITS,
  MISSION_STATUS,
  type Mission,
  type MissionAction,
  missionControls,
  missionStateName,
  missionStatusKey,
  stepSeconds,
} from '@airwave/sdk/mission'
import { useId, useState } from 'react'
import { useAirwave } from '../shared/provider/airwaveContext'
import { MissionProposeForm } from './MissionProposeForm'
import type { MissionText } from './missionText'
import { useMissionClock } from './useMissionClock'
import { useMissionStep } from './useMissions'

export interface MissionCardProps {
  channelId: string
  mission: Mission
  viewer: Viewer
  minimumGem: number
  t: MissionText
  onBuyGems?: () => void
}

const MINUTE = 60
const DEFAULT_LIMIT_MINUTES = 10
const DEFAULT_EXTEND_MINUTES = 5

/**
 * One mission: its title, status, gems, backers and time left, and the controls the SDK's
 * `missionControls` gives the viewer (the streamer's start, reject, more time, endings and
 * cancel; the proposer's cancel; anyone's pledge). A step shows the mission waiting (status 5)
 * until the server answers; a refusal puts the status back and says why.
 */
export function MissionCard({
  channelId,
  mission,
  viewer,
  minimumGem,
  t,
  onBuyGems,
}: MissionCardProps) {
  const step = useMissionStep(channelId, mission)
  const { promptLogin } = useAirwave()
  const shown = step.mission
  const state = missionStateName(shown.missionStatus)
  const controls = missionControls(shown, viewer, channelId)
  const left = useMissionClock(
    shown.missionStatus === MISSION_STATUS.start ? shown.endDate : undefined,
  )
  const [confirming, setConfirming] = useState<'reject' | 'cancel' | undefined>()
  const [pledging, setPledging] = useState(false)
  const [limit, setLimit] = useState(String(DEFAULT_LIMIT_MINUTES))
  const [extend, setExtend] = useState(String(DEFAULT_EXTEND_MINUTES))
  const titleId = useId()
  const limitId = useId()
  const extendId = useId()
  const has = (action: MissionAction) => controls.includes(action)
  return (
    <li
      className="aw-mission-card"
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={state === 'wait'}
    >
      <div className="aw-mission-top">
        <p id={titleId} className="aw-mission-title">
          {shown.title ?? `#${shown.missionIdx}`}
        </p>
        <span className="aw-mission-gems">{t('gems', { count: shown.totalGem })}</span>
      </div>
      <p className="aw-mission-meta">
        <span className="aw-mission-badge">{t(missionStatusKey(shown.missionStatus))}</span>
        {shown.proposerNickname || shown.proposerChannelId ? (
          <span>
            {t('proposedBy', { name: shown.proposerNickname ?? shown.proposerChannelId ?? '' })}
          </span>
        ) : null}
        {shown.pledgeCount ? <span>{t('pledgers', { count: shown.pledgeCount })}</span> : null}
        {shown.myGem ? <span>{t('myGems', { count: shown.myGem })}</span> : null}
        {left !== undefined ? (
          <span className="aw-mission-time" role="timer">
            {left > 0 ? t('timeLeft', { time: clockText(left) }) : t('timeUp')}
          </span>
        ) : null}
        {shown.isExtendTime ? <span>{t('extended')}</span> : null}
      </p>
      {confirming ? (
        <div className="aw-mission-actions" data-confirm={confirming}>
          <p className="aw-mission-lead">
            {t(confirming === 'reject' ? 'confirmReject' : 'confirmCancel')}
          </p>
          <button
            type="button"
            className="aw-button"
            data-variant="danger"
            onClick={() => {
              setConfirming(undefined)
              if (confirming === 'reject') step.send({ type: 'END', isSuccess: false })
              else step.send({ type: 'CANCEL' })
            }}
          >
            {t('confirm')}
          </button>
          <button type="button" className="aw-button" onClick={() => setConfirming(undefined)}>
            {t('back')}
          </button>
        </div>
      ) : controls.length > 0 ? (
        <div className="aw-mission-actions">
          {has('start') ? (
            <>
              <label className="aw-mission-field" htmlFor={limitId}>
                {t('limitLabel')}
                <input
                  id={limitId}
                  type="number"
                  min={MISSION_LIMITS.limitSeconds.min / MINUTE}
                  max={MISSION_LIMITS.limitSeconds.max / MINUTE}
                  value={limit}
                  onChange={(event) => setLimit(event.target.value)}
                />
              </label>
              <button
                type="button"
                className="aw-button"
                data-variant="primary"
                onClick={() =>
                  step.send({
                    type: 'START',
                    missionLimit: stepSeconds(limit, MISSION_LIMITS.limitSeconds),
                  })
                }
              >
                {t('start')}
              </button>
            </>
          ) : null}
          {has('addTime') ? (
            <>
              <label className="aw-mission-field" htmlFor={extendId}>
                {t('addTimeLabel')}
                <input
                  id={extendId}
                  type="number"
                  min={MISSION_LIMITS.extendSeconds.min / MINUTE}
                  max={MISSION_LIMITS.extendSeconds.max / MINUTE}
                  value={extend}
                  onChange={(event) => setExtend(event.target.value)}
                />
              </label>
              <button
                type="button"
                className="aw-button"
                onClick={() =>
                  step.send({
                    type: 'ADD_TIME',
                    seconds: stepSeconds(extend, MISSION_LIMITS.extendSeconds),
                  })
                }
              >
                {t('addTime')}
              </button>
            </>
          ) : null}
          {has('endSuccess') ? (
            <button
              type="button"
              className="aw-button"
              data-variant="primary"
              onClick={() => step.send({ type: 'END', isSuccess: true })}
            >
              {t('endSuccess')}
            </button>
          ) : null}
          {has('endFail') ? (
            <button
              type="button"
              className="aw-button"
              onClick={() => step.send({ type: 'END', isSuccess: false })}
            >
              {t('endFail')}
            </button>
          ) : null}
          {has('reject') ? (
            <button type="button" className="aw-button" onClick={() => setConfirming('reject')}>
              {t('reject')}
            </button>
          ) : null}
          {has('cancel') ? (
            <button type="button" className="aw-button" onClick={() => setConfirming('cancel')}>
              {t('cancel')}
            </button>
          ) : null}
          {has('addGems') && !pledging ? (
            <button
              type="button"
              className="aw-button"
              aria-expanded={false}
              onClick={() => (viewer.status === 'member' ? setPledging(true) : promptLogin())}
            >
              {t('pledge')}
            </button>
          ) : null}
        </div>
      ) : null}
      {pledging && has('addGems') ? (
        <MissionProposeForm
          channelId={channelId}
          minimumGem={minimumGem}
          missionIdx={shown.missionIdx}
          missionTitle={shown.title ?? `#${shown.missionIdx}`}
          onClose={() => setPledging(false)}
          {...(onBuyGems ? { onBuyGems } : {})}
        />
      ) : null}
      <p className="aw-mission-status" role="status" data-tone={step.error ? 'error' : 'info'}>
        {shown.missionStatus === MISSION_STATUS.wait
          ? t('statusWait')
          : step.error
            ? t(step.error as 'errorUnknown')
            : ''}
      </p>
    </li>
  )
}
