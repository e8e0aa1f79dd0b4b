import { useFocusTrap } from '@airwave/react'
import { useStreamerStatus } from '@airwave/react/live'
import { useId, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useViewer } from '../../app/useViewer'

/**
 * The dashboard's stop alert (accounts-platform.md section 4: "a suspended channel shows a stop
 * alert and redirects to /"): on every dashboard page, the signed-in streamer's channel is
 * watched (its own stream info, and a suspension pushed while the page is open); once it is
 * suspended a modal alert says so, and its one button goes home.
 */
export function DashboardStopAlert() {
  const viewer = useViewer()
  if (viewer?.status !== 'member') return null
  return <StopAlert channelId={viewer.channelId} />
}

function StopAlert({ channelId }: { channelId: string }) {
  const { text } = useSite()
  const navigate = useNavigate()
  const status = useStreamerStatus(channelId)
  const dialog = useRef<HTMLDivElement>(null)
  const confirm = useRef<HTMLButtonElement>(null)
  const suspended = status.state === 'suspended'
  const onKeyDown = useFocusTrap(dialog, suspended, confirm)
  const titleId = useId()
  const bodyId = useId()
  if (!suspended) return null
  const goHome = () => navigate('/', { replace: true })
  return (
    <div className="aw-overlay" data-state="open">
      <div
        ref={dialog}
        className="aw-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-testid="dashboard-stop-alert"
        tabIndex={-1}
        onKeyDown={(event) => {
          onKeyDown(event)
          if (event.key === 'Escape') goHome()
        }}
      >
        <h2 id={titleId} className="aw-dialog-title">
          {text.stopTitle}
        </h2>
        <p id={bodyId} className="aw-dialog-description">
          {text.stopBody}
        </p>
        <div className="aw-dialog-actions">
          <button
            ref={confirm}
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={goHome}
          >
            {text.stopConfirm}
          </button>
        </div>
      </div>
    </div>
  )
}
