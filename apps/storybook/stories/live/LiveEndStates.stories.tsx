import type { PlayerAccess, Player as PlayerInstance, PlayerStreamInfo } from '@airwave/player'
import { Player, type PlayerUIAction } from '@airwave/player/react'
import { ApiError } from '@airwave/sdk'
import { liveAccessOf } from '@airwave/sdk/live'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { type StoryProvider, storyProvider } from '../player/fakeProvider'

// The end-of-stream states and the channel's alerts as a channel page drives the player: the
// socket's LIVE_STATUS (pending end and its resume, a forced off, a suspension during the live,
// over the page's overlay) and the stream info's refusals passed through the SDK's
// `liveAccessOf` (the codes the reference server answers).

interface StageProps {
  streamInfo?: PlayerStreamInfo
  access?: PlayerAccess
  /** Content of the page over the picture (the live-end screen, a raid countdown). */
  overlay?: string
  /** Runs once the (fake) stream is attached, as the page's socket would. */
  script?: (player: PlayerInstance, stream: StoryProvider) => void
  onAction: (action: PlayerUIAction) => void
}

function Stage({ streamInfo, access, overlay, script, onAction }: StageProps) {
  const [state] = useState(() => ({ player: undefined as PlayerInstance | undefined }))
  const [loadProvider] = useState(() =>
    storyProvider((stream) => {
      setTimeout(() => state.player && script?.(state.player, stream), 0)
    }),
  )
  return (
    <div style={{ maxWidth: 720, margin: '24px auto' }}>
      <Player
        src="https://cdn.example.com/story/master.m3u8"
        live
        autoplay
        storage={{ getItem: () => null, setItem: () => {} }}
        loadProvider={loadProvider}
        {...(streamInfo && { streamInfo })}
        {...(access && { access })}
        onAction={onAction}
        onPlayer={(player) => {
          state.player = player
        }}
        overlay={
          overlay ? (
            <div
              role="status"
              style={{
                position: 'absolute',
                inset: '20% 20% auto',
                padding: 16,
                borderRadius: 12,
                background: '#fff',
                color: '#16181d',
              }}
            >
              {overlay}
            </div>
          ) : undefined
        }
      />
    </div>
  )
}

const meta = {
  title: 'Live/End of stream and alerts',
  component: Stage,
  args: { onAction: fn() },
  parameters: { chrome: false },
} satisfies Meta<typeof Stage>

export default meta
type Story = StoryObj<typeof meta>

const alertOf = async (canvasElement: HTMLElement, kind: string) => {
  await waitFor(() =>
    expect(canvasElement.querySelector(`.aw-player-alert[data-alert="${kind}"]`)).not.toBeNull(),
  )
  return canvasElement.querySelector(`.aw-player-alert[data-alert="${kind}"]`) as HTMLElement
}
const playerRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-player') as HTMLElement
const accessOf = (code: string) => liveAccessOf(new ApiError(403, code, code)) ?? {}

/** The publisher stopped with pending end on: the stream is paused, the streamer may be back. */
export const Waiting: Story = {
  args: { script: (player) => player.setLiveStatus({ status: false, endedReason: 3 }) },
  play: async ({ canvasElement }) => {
    const alert = await alertOf(canvasElement, 'OFF_WAITING')
    await expect(alert).toHaveTextContent('The stream is paused')
    await expect(playerRoot(canvasElement)).toHaveAttribute('data-live-status', 'OFF_WAITING')
  },
}

/** The streamer is back within the wait: the same live plays again by itself. */
export const WaitingThenResumed: Story = {
  args: {
    script: (player) => {
      player.setLiveStatus({ status: false, endedReason: 3 })
      setTimeout(() => player.setLiveStatus({ status: true }), 400)
    },
  },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'OFF_WAITING')
    await waitFor(() => expect(playerRoot(canvasElement)).toHaveAttribute('data-live-status', 'ON'))
    await waitFor(() => expect(playerRoot(canvasElement)).toHaveAttribute('data-state', 'playing'))
    await expect(canvasElement.querySelector('.aw-player-alert')).toHaveAttribute('hidden')
  },
}

/** A page opened while the live waits: nothing loads until it resumes, then it plays. */
export const OpenedWhileWaiting: Story = {
  args: {
    streamInfo: { isStream: false, isStreamPendingEnd: true },
    script: (player) => setTimeout(() => player.setLiveStatus({ status: true }), 400),
  },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'OFF_WAITING')
    await waitFor(() => expect(playerRoot(canvasElement)).toHaveAttribute('data-state', 'playing'))
  },
}

/** The wait is over (endedReason 0): the live has ended. */
export const WaitOver: Story = {
  args: {
    script: (player) => {
      player.setLiveStatus({ status: false, endedReason: 3 })
      setTimeout(() => player.setLiveStatus({ status: false, endedReason: 0 }), 300)
    },
  },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'OFF')
  },
}

/** The admin forced the live off during the wait (endedReason 1). */
export const ForcedOffWhileWaiting: Story = {
  args: {
    script: (player) => {
      player.setLiveStatus({ status: false, endedReason: 3 })
      setTimeout(() => player.setLiveStatus({ status: false, endedReason: 1 }), 300)
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await alertOf(canvasElement, 'OFF_FORCE')
    await expect(alert).toHaveTextContent('The live stream was stopped')
  },
}

/**
 * The channel suspended during the live (endedReason 2), the page's live-end screen over the
 * player: the suspended dialog is on top, the overlay gives way; OK is the page's to handle.
 */
export const SuspendedOverTheOverlay: Story = {
  args: {
    overlay: 'The live has ended: watch a recent video',
    streamInfo: { isStream: true, isStreamPendingEnd: false },
    script: (player) => player.setLiveStatus({ status: false, endedReason: 2 }),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'This channel is suspended' })
    await expect(playerRoot(canvasElement)).toHaveAttribute('data-dialog', 'SUSPENDED')
    await expect(canvasElement.querySelector('.aw-player-overlay')).not.toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(args.onAction).toHaveBeenCalledWith({
      type: 'dialog-confirm',
      alert: 'SUSPENDED',
    })
  },
}

const refused = (code: string, kind: string, title: string): Story => ({
  // A live that was on: off from the start, the Offline box would sit under the refusal.
  args: { access: accessOf(code), streamInfo: { isStream: true, isStreamPendingEnd: false } },
  play: async ({ canvas, canvasElement }) => {
    const alert = await alertOf(canvasElement, kind)
    await expect(alert).toHaveTextContent(title)
    // Nothing plays behind it.
    await expect(playerRoot(canvasElement)).toHaveAttribute('data-state', 'idle')
    if (alert.getAttribute('role') === 'alertdialog') {
      await expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus()
    }
    await expect(canvas.queryByRole('button', { name: 'Pause' })).toBeNull()
  },
})

/** Stream info answered CHA30016: the streamer put this viewer's channel on their block list. */
export const Blacklisted = refused('CHA30016', 'BLACK', 'You cannot watch this channel')
/** CHA43005: the stream's category is restricted in the viewer's region. */
export const CountryRestricted = refused(
  'CHA43005',
  'COUNTRY_RESTRICT',
  'Not available in your region',
)
/** VIEWER_SUSPENDED: the viewer's own channel is suspended (OK signs them out). */
export const ViewerSuspended = refused(
  'VIEWER_SUSPENDED',
  'VIEWER_SUSPENDED',
  'Your account is suspended',
)
/** CHA30068: the channel is suspended. */
export const ChannelSuspended = refused('CHA30068', 'SUSPENDED', 'This channel is suspended')
/** CHA30071: the channel was deleted. */
export const ChannelDeleted = refused('CHA30071', 'DELETED', 'This channel was deleted')

/** An adult stream waiting for its end: the waiting box, not the adult notice; back, the notice. */
export const AdultWaiting: Story = {
  args: {
    streamInfo: { isStream: true, isStreamPendingEnd: false, isAdult: true },
    script: (player) => {
      player.setLiveStatus({ status: false, endedReason: 3 })
      setTimeout(() => player.setLiveStatus({ status: true }), 400)
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await alertOf(canvasElement, 'OFF_WAITING')
    const notice = await canvas.findByRole('alertdialog', { name: 'Adults only' })
    await userEvent.click(within(notice).getByRole('button', { name: 'I am an adult, continue' }))
    await waitFor(() => expect(playerRoot(canvasElement)).toHaveAttribute('data-state', 'playing'))
  },
}
