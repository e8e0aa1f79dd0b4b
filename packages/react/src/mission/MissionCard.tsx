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
  const titleId = useId()
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
            <MinutesStep
              label={t('limitLabel')}
              action={t('start')}
              range={MISSION_LIMITS.limitSeconds}
              initialMinutes={DEFAULT_LIMIT_MINUTES}
              primary
              onStep={(missionLimit) => step.send({ type: 'START', missionLimit })}
            />
          ) : null}
          {has('addTime') ? (
            <MinutesStep
              label={t('addTimeLabel')}
              action={t('addTime')}
              range={MISSION_LIMITS.extendSeconds}
              initialMinutes={DEFAULT_EXTEND_MINUTES}
              onStep={(seconds) => step.send({ type: 'ADD_TIME', seconds })}
            />
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

/**
 * A streamer's timed step: the minutes field (within the call's range) and its button, which
 * sends the minutes as seconds (`stepSeconds`).
 */
function MinutesStep(props: {
  label: string
  action: string
  range: { min: number; max: number }
  initialMinutes: number
  primary?: boolean
  onStep: (seconds: number) => void
}) {
  const { label, action, range, initialMinutes, primary, onStep } = props
  const [minutes, setMinutes] = useState(String(initialMinutes))
  const id = useId()
  return (
    <>
      <label className="aw-mission-field" htmlFor={id}>
        {label}
        <input
          id={id}
          type="number"
          min={range.min / 60}
          max={range.max / 60}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </label>
      <button
        type="button"
        className="aw-button"
        {...(primary ? { 'data-variant': 'primary' } : {})}
        onClick={() => onStep(stepSeconds(minutes, range))}
      >
        {action}
      </button>
    </>
  )
}
