import { type RenderPollLink, usePollManageText } from '@airwave/react/poll'
import { type ReactNode, Suspense } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus, useSite } from '../../app/siteContext'
import { useViewer } from '../../app/useViewer'
import { DashboardNav } from '../../layout/DashboardNav'
import { Loading } from '../../ui/states'

/** The kit's poll links as the site's router links (no page reload). */
export const routerLink: RenderPollLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
)

/**
 * The frame of the streamer's and managers' poll pages: signed in (else the login page, back
 * here after), the dashboard's nav, the page's title; the server decides who may see what.
 */
export function PollShell({ children }: { children: ReactNode }) {
  const status = useSessionStatus()
  const viewer = useViewer()
  const location = useLocation()
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  if (status === 'loading' || !viewer) return <Loading />
  return (
    <section className="aw-site-dashboard" data-testid="poll-page">
      <DashboardNav />
      <Suspense fallback={<Loading />}>
        <PollTitle />
        {children}
      </Suspense>
    </section>
  )
}

function PollTitle() {
  const t = usePollManageText()
  const { text } = useSite()
  return (
    <>
      <title>{`${t('polls')} · ${text.dashboard} · Airwave`}</title>
      <h1 className="aw-site-title">{t('polls')}</h1>
    </>
  )
}

/** A route's `{id}` as a poll index, or undefined when it is not one. */
export function pollIdxOf(id: string | undefined): number | undefined {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return undefined
  return Number(id)
}
