import {
  MissionConfigForm,
  MissionHistory,
  MissionPanel,
  RecentMissions,
  useMissionText,
} from '@airwave/react/mission'
import { type FormEvent, useId, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useViewer } from '../../app/useViewer'
import { DashboardPage } from '../../layout/DashboardPage'
import { Loading } from '../../ui/states'

const GEM_SHOP = '/items/gem-charge'

/** The challenge pages' links: the channel's missions, the settings, the member's history. */
function MissionLinks() {
  const t = useMissionText()
  return (
    <nav className="aw-site-inline-form aw-site-mission-links" aria-label={t('panelTitle')}>
      <Link className="aw-button" to="/challenge/history">
        {t('historyTitle')}
      </Link>
      <Link className="aw-button" to="/challenge/config">
        {t('configTitle')}
      </Link>
    </nav>
  )
}

/**
 * `/challenge?channelId=…`: a viewer's view of a channel's missions: pick the channel (or come
 * with it), propose, add gems, follow them live, and the recently completed.
 */
export function ChallengePage() {
  const t = useMissionText()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const channelId = params.get('channelId')?.trim() ?? ''
  const [typed, setTyped] = useState(channelId)
  const fieldId = useId()
  const pick = (event: FormEvent) => {
    event.preventDefault()
    const next = typed.trim()
    if (next) navigate(`/challenge?channelId=${encodeURIComponent(next)}`)
  }
  return (
    <section className="aw-site-settings">
      <title>{`${t('panelTitle')} · Airwave`}</title>
      <h1 className="aw-site-title">{t('panelTitle')}</h1>
      <MissionLinks />
      <form className="aw-site-inline-form" onSubmit={pick}>
        <label className="aw-mission-field" htmlFor={fieldId}>
          {t('historyStreamer')}
          <input
            id={fieldId}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className="aw-button" data-variant="primary">
          {t('panelTitle')}
        </button>
      </form>
      {channelId ? (
        <>
          <MissionPanel
            key={channelId}
            channelId={channelId}
            onBuyGems={() => navigate(GEM_SHOP)}
          />
          <RecentMissions key={`${channelId}-recent`} channelId={channelId} />
        </>
      ) : null}
    </section>
  )
}

/** `/challenge/config`: the streamer's settings for their own channel (sign-in first). */
export function ChallengeConfigPage() {
  const t = useMissionText()
  return (
    <DashboardPage title={t('configTitle')}>
      {(channelId) => <MissionConfigForm channelId={channelId} />}
    </DashboardPage>
  )
}

/** `/challenge/history`: the member's missions and where their gems went. */
export function ChallengeHistoryPage() {
  const t = useMissionText()
  const viewer = useViewer()
  return (
    <section className="aw-site-settings">
      <title>{`${t('historyTitle')} · Airwave`}</title>
      <MissionLinks />
      {viewer ? <MissionHistory /> : <Loading />}
    </section>
  )
}

/**
 * `/dashboard/mission`: the streamer's controls on their channel's missions: the open ones
 * (start, reject), the started ones (more time, success, failure, cancel), the recently
 * completed, and the way to the settings.
 */
export function DashboardMissionPage() {
  const t = useMissionText()
  return (
    <DashboardPage
      permission="mission"
      title={t('panelTitle')}
      actions={() => (
        <Link className="aw-button" to="/challenge/config">
          {t('configTitle')}
        </Link>
      )}
    >
      {(channelId) => (
        <>
          <MissionPanel channelId={channelId} hidePropose defaultSort="latest" />
          <RecentMissions channelId={channelId} />
        </>
      )}
    </DashboardPage>
  )
}
