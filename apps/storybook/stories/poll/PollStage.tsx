import { AirwaveProvider, useAirwave } from '@airwave/react'
import { createRealtime } from '@airwave/react/chat'
import { PollButton, PollOverlay, PollPopup, usePoll } from '@airwave/react/poll'
import { useEffect, useMemo } from 'react'
import { useViewer } from '../../src/decorators/withAirwave'
import { BOARD } from '../../src/mocks/people'
import { pollSocket } from '../../src/mocks/poll'
import { API_ORIGIN } from '../../src/mocks/route'

export interface PollStageProps {
  /** The player's width, as the page gives it (a phone: 358). */
  width?: number
  /** Where the popup opens: under the button (the site's channel page) or in the corner. */
  placement?: 'below' | 'corner'
}

/**
 * A channel page's poll as the site shows it: the player's box with the poll's card over the
 * picture, and the channel's header with the poll button, its red dot and the popup. The
 * page's socket is the fake poll socket (the room's CHANNEL_VOTE); the calls are MSW's.
 */
export function PollStage(props: PollStageProps) {
  const outer = useAirwave()
  // The page's one socket, over the fake polls; reconnection would wait an hour (stories).
  const realtime = useMemo(
    () =>
      createRealtime({
        baseUrl: API_ORIGIN,
        clientId: 'storybook-poll',
        ...(outer.session ? { session: outer.session } : {}),
        transport: pollSocket(),
        backoff: { baseMs: 3_600_000, maxMs: 3_600_000 },
        random: () => 1,
      }),
    [outer.session],
  )
  useEffect(() => () => realtime.stop(), [realtime])
  return (
    <AirwaveProvider
      client={outer.client}
      {...(outer.session ? { session: outer.session } : {})}
      queryClient={outer.queryClient}
      toastQueue={outer.toastQueue}
      locale={outer.locale}
      theme={outer.theme}
      onLoginRequired={outer.onLoginRequired}
      realtime={realtime}
    >
      <Channel {...props} />
    </AirwaveProvider>
  )
}

function Channel({ width = 960, placement = 'below' }: PollStageProps) {
  const viewer = useViewer()
  const poll = usePoll(BOARD, { viewer })
  return (
    <div
      style={{ maxWidth: width, display: 'grid', gap: 12 }}
      data-testid="stage"
      data-state={poll.state}
    >
      <div
        className="aw-player"
        style={{
          position: 'relative',
          aspectRatio: '16 / 9',
          borderRadius: 12,
          overflow: 'hidden',
          background: 'linear-gradient(120deg,#3b1f5e,#0f3a4a 55%,#402020)',
        }}
      >
        <div className="aw-player-overlay" style={{ position: 'absolute', inset: 0, zIndex: 2 }}>
          <PollOverlay poll={poll} />
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 40 }}>
        <h1 style={{ margin: 0, fontSize: 22 }}>Airwave</h1>
        <span className="aw-poll-anchor">
          <PollButton poll={poll} />
          <PollPopup poll={poll} placement={placement} />
        </span>
      </div>
    </div>
  )
}
