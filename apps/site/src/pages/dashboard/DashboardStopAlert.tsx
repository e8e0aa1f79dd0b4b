import { useStreamerStatus } from '@airwave/react/live'
import { useNavigate } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useViewer } from '../../app/useViewer'
import { AlertDialog } from '../../ui/AlertDialog'

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
  if (status.state !== 'suspended') return null
  return (
    <AlertDialog
      title={text.stopTitle}
      body={text.stopBody}
      confirmLabel={text.stopConfirm}
      onConfirm={() => navigate('/', { replace: true })}
    />
  )
}
