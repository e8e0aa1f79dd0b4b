import type { MaintenanceInfo } from '@airwave/sdk'
import { maintenanceWatchActors, maintenanceWatchMachine } from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'

export interface MaintenanceNoticeProps {
  /** What the 503 that brought the member here said (the client's `maintenance` event). */
  info?: MaintenanceInfo | undefined
  /** The platform answers again: the app returns to the page the member was on. */
  onEnded?: () => void
  /** How often to ask (default 10 s). */
  pollMs?: number
}

/**
 * The maintenance page (`/under-maintenance`): the maintenance's title, description and impact,
 * its start and end in the member's local time, over the SDK's `maintenanceWatchMachine`,
 * which asks the platform's status until it answers and then calls `onEnded`.
 *
 * @example <MaintenanceNotice info={stored} onEnded={() => navigate(from)} />
 */
export function MaintenanceNotice(props: MaintenanceNoticeProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const locale = useLocale()
  const client = useCalls('MaintenanceNotice', 'platform')
  const machine = useMemo(
    () => maintenanceWatchMachine.provide({ actors: maintenanceWatchActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, { input: { info: props.info, pollMs: props.pollMs } })
  const latest = useRef(props)
  latest.current = props
  useEffect(() => {
    const subscription = actor.on('ended', () => latest.current.onEnded?.())
    return () => subscription.unsubscribe()
  }, [actor])
  const info = useSelector(actor, (s) => s.context.info) ?? props.info
  const up = useSelector(actor, (s) => s.matches('up'))
  const checking = useSelector(actor, (s) => s.matches('checking'))
  const titleId = useId()
  const when = (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(iso))
      : undefined
  const start = when(info?.startTimeISO)
  const end = when(info?.endTimeISO)
  return (
    <section
      className="aw-account aw-account-notice"
      data-width="wide"
      data-state={up ? 'ended' : 'maintenance'}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className="aw-account-title">
        {info?.title || t('maintenanceTitle')}
      </h1>
      {info?.description && <p className="aw-account-intro">{info.description}</p>}
      {(info?.overhaulImpact || start || end) && (
        <dl className="aw-account-facts">
          {info?.overhaulImpact && (
            <>
              <dt>{t('maintenanceImpact')}</dt>
              <dd>{info.overhaulImpact}</dd>
            </>
          )}
          {start && info?.startTimeISO && (
            <>
              <dt>{t('maintenanceStart')}</dt>
              <dd>
                <time dateTime={info.startTimeISO}>{start}</time>
              </dd>
            </>
          )}
          {end && info?.endTimeISO && (
            <>
              <dt>{t('maintenanceEnd')}</dt>
              <dd>
                <time dateTime={info.endTimeISO}>{end}</time>
              </dd>
            </>
          )}
        </dl>
      )}
      <p className="aw-account-hint" role="status">
        {up ? t('maintenanceBack') : t('maintenanceWatching')}
      </p>
      {!up && (
        <div className="aw-account-actions">
          <button
            type="button"
            className="aw-button"
            disabled={checking}
            onClick={() => actor.send({ type: 'CHECK' })}
          >
            {checking ? t('checking') : t('maintenanceCheck')}
          </button>
        </div>
      )}
    </section>
  )
}
