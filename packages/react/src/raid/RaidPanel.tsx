import { RAID_COUNTDOWN_SECONDS, type RaidRefusal } from '@airwave/sdk/raid'
import { type FormEvent, useId, useState } from 'react'
import { useSheet } from '../shared/theme/useSheet'
import { raidPanelStyles } from './raidPanel.styles'
import { useRaidText } from './raidText'
import { useRaidLauncher } from './useRaidLauncher'

export interface RaidPanelProps {
  /** The streamer's own channel. */
  channelId: string
  /** Whether a raid can be started now: the stream info's `isRaidAvailable`, or live. */
  available: boolean
}

const refusalKeys = {
  'not-live': 'raidRefusedNotLive',
  'own-channel': 'raidRefusedOwnChannel',
  'not-found': 'raidRefusedNotFound',
  'target-offline': 'raidRefusedTargetOffline',
  refused: 'raidRefusedBlocked',
  'rate-limited': 'raidRefusedRateLimited',
  unknown: 'raidRefusedUnknown',
} as const satisfies Record<RaidRefusal, string>

/**
 * The streamer's raid: pick one of the live channels (their own left out, refreshed on demand),
 * start the raid, read what happened (sent, or why not, in words). Only while a raid can be
 * started (live): otherwise it says so. `data-state`: unavailable, idle, sending, sent, failed.
 *
 * @example
 * {isOwner && <RaidPanel channelId="airwave" available={live.state === 'ON'} />}
 */
export function RaidPanel({ channelId, available }: RaidPanelProps) {
  useSheet('raid-panel', raidPanelStyles)
  const t = useRaidText()
  const launcher = useRaidLauncher(channelId, { available })
  const [picked, setPicked] = useState('')
  const headingId = useId()
  const selectId = useId()
  const { targets, state } = launcher
  const list = targets.list ?? []
  const pickedLive = list.some((target) => target.channelId === picked)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pickedLive) launcher.start(picked)
  }
  const status =
    state === 'sent'
      ? t('raidSent', { target: launcher.raid?.raidChannelId ?? '' })
      : state === 'failed' && launcher.refusal
        ? t(refusalKeys[launcher.refusal], { message: launcher.message ?? '' })
        : state === 'sending'
          ? t('raidSending')
          : ''
  return (
    <section className="aw-raid-panel" data-state={state} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('raidPanelTitle')}</h2>
      <p className="aw-raid-panel-hint">
        {t('raidPanelHint', { seconds: RAID_COUNTDOWN_SECONDS })}
      </p>
      {state === 'unavailable' ? (
        <p className="aw-raid-panel-status" role="status">
          {t('raidUnavailable')}
        </p>
      ) : (
        <form className="aw-raid-panel-form" onSubmit={submit}>
          <label htmlFor={selectId}>{t('raidPickLabel')}</label>
          <div className="aw-raid-panel-row">
            <select
              id={selectId}
              value={pickedLive ? picked : ''}
              onChange={(event) => setPicked(event.target.value)}
              disabled={list.length === 0}
              aria-describedby={`${selectId}-targets`}
            >
              <option value="">{t('raidPickPlaceholder')}</option>
              {list.map((target) => (
                <option key={target.channelId} value={target.channelId}>
                  {target.title ? `${target.title} (${target.channelId})` : target.channelId}
                </option>
              ))}
            </select>
            <button type="button" className="aw-button" onClick={targets.refetch}>
              {t('raidRefresh')}
            </button>
          </div>
          <p
            id={`${selectId}-targets`}
            className="aw-raid-panel-hint"
            data-targets={
              targets.isError
                ? 'error'
                : targets.isPending
                  ? 'loading'
                  : list.length
                    ? 'ready'
                    : 'empty'
            }
          >
            {targets.isError
              ? t('raidTargetsFailed')
              : targets.isPending
                ? t('raidTargetsLoading')
                : list.length === 0
                  ? t('raidNoTargets')
                  : ''}
          </p>
          <div className="aw-raid-panel-row">
            <button
              type="submit"
              className="aw-button"
              data-variant="primary"
              disabled={!pickedLive || state === 'sending'}
            >
              {state === 'sending' ? t('raidSending') : t('raidStart')}
            </button>
          </div>
        </form>
      )}
      <p
        className="aw-raid-panel-status"
        role="status"
        data-tone={state === 'failed' ? 'error' : 'done'}
      >
        {state === 'unavailable' ? '' : status}
      </p>
    </section>
  )
}
