import type { LiveInfo } from '@airwave/react/chat'
import { RaidPanel } from '@airwave/react/raid'
import { isOwner } from '@airwave/sdk'
import { Suspense } from 'react'
import { useViewer } from '../../app/useViewer'

/**
 * The streamer's raid, on their own channel page while they are live (chosen: beside the
 * stream they are running, where they read the chat, rather than on a dashboard page): a
 * picker of the other live channels and "Start raid". Nothing for anyone else, nor while off.
 */
export function ChannelRaidPanel({ channelId, live }: { channelId: string; live: LiveInfo }) {
  const viewer = useViewer()
  const own = viewer !== undefined && isOwner(viewer, channelId)
  if (!own || live.state !== 'ON') return null
  return (
    // Its words load with the page's language; the page does not wait for them.
    <Suspense fallback={null}>
      <RaidPanel channelId={channelId} available={live.streamInfo?.isRaidAvailable ?? true} />
    </Suspense>
  )
}
