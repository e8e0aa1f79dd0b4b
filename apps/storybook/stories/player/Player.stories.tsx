import type { PlayerAccess, Player as PlayerInstance, PlayerStreamInfo } from '@airwave/player'
import { Player, type PlayerUIAction } from '@airwave/player/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { expectAccessible } from './a11y'
import { type StoryProvider, storyProvider } from './fakeProvider'

interface StageProps {
  live: boolean
  autoplay?: boolean
  refuseSound?: boolean
  streamInfo?: PlayerStreamInfo
  access?: PlayerAccess
  /** Runs once the (fake) stream is attached: live-status events, faults, latency. */
  script?: (player: PlayerInstance, stream: StoryProvider) => void
  onAction: (action: PlayerUIAction) => void
}

// A player over a fake provider: no network, the states come from `script`.
function Stage({ live, autoplay, refuseSound, streamInfo, access, script, onAction }: StageProps) {
  const [state] = useState(() => ({ player: undefined as PlayerInstance | undefined }))
  const [loadProvider] = useState(() =>
    storyProvider(
      (stream) => {
        setTimeout(() => state.player && script?.(state.player, stream), 0)
      },
      { refuseSound: refuseSound === true, duration: 600 },
    ),
  )
  return (
    <div style={{ maxWidth: 720, margin: '24px auto' }}>
      <Player
        src="https://cdn.example.com/story/master.m3u8"
        live={live}
        autoplay={autoplay === true}
        storage={{ getItem: () => null, setItem: () => {} }}
        loadProvider={loadProvider}
        {...(streamInfo && { streamInfo })}
        {...(access && { access })}
        onAction={onAction}
        onPlayer={(player) => {
          state.player = player
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Player/Player',
  component: Stage,
  args: { live: true, onAction: fn() },
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

// Every state ends with an axe check of what it shows.
const checked = (story: Story): Story => ({
  ...story,
  play: async (context) => {
    await story.play?.(context)
    await expectAccessible(context.canvasElement)
  },
})

export const Vod: Story = checked({
  args: { live: false },
  play: async ({ canvas, userEvent }) => {
    const player = await canvas.findByRole('region', { name: 'Video player' })
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }))
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }))
    const speed = canvas.getByRole('group', { name: 'Playback speed' })
    await expect(within(speed).getAllByRole('button')).toHaveLength(8)
    await userEvent.click(within(speed).getByRole('button', { name: '1.5x' }))
    await expect(within(speed).getByRole('button', { name: '1.5x' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(player).toHaveAttribute('data-mode', 'vod')
  },
})

export const Live: Story = checked({
  play: async ({ canvas, userEvent }) => {
    const goToLive = await canvas.findByRole('button', { name: 'Go to live' })
    await expect(goToLive).toHaveAttribute('data-state', 'live')
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }))
    const quality = canvas.getByRole('group', { name: 'Quality' })
    await expect(
      within(quality)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Auto', '360p', '720p'])
  },
})

export const LiveBehind: Story = checked({
  args: {
    autoplay: true,
    script: (player, stream) => {
      player.setRate(0.5)
      stream.emit('latency', { latency: 14, target: 3 })
    },
  },
  play: async ({ canvas }) => {
    const goToLive = await canvas.findByRole('button', { name: 'Go to live' })
    await waitFor(() => expect(goToLive).toHaveAttribute('data-state', 'behind'))
  },
})

export const MutedAutoplay: Story = checked({
  args: { autoplay: true, refuseSound: true },
  play: async ({ canvasElement, userEvent }) => {
    // The notice is a status region of its own (the announcer repeats its words).
    const notice = canvasElement.querySelector('.aw-player-notice') as HTMLElement
    await waitFor(() => expect(notice).toBeVisible())
    await expect(notice).toHaveAttribute('role', 'status')
    await expect(notice).toHaveTextContent('Playback started muted')
    await userEvent.click(within(notice).getByRole('button', { name: 'Unmute' }))
    await waitFor(() => expect(notice).not.toBeVisible())
  },
})

export const Off: Story = checked({
  args: { streamInfo: { isStream: false, isStreamPendingEnd: false } },
  play: async ({ canvasElement }) => {
    // Off since the player started: Offline (an end the player saw says it has ended).
    const alert = await alertOf(canvasElement, 'OFFLINE')
    await expect(alert).toHaveAttribute('role', 'alert')
  },
})

export const OffWaiting: Story = checked({
  args: { script: (player) => player.setLiveStatus({ status: false, endedReason: 3 }) },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'OFF_WAITING')
  },
})

export const OffForce: Story = checked({
  args: { script: (player) => player.setLiveStatus({ status: false, endedReason: 1 }) },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'OFF_FORCE')
  },
})

export const Restreaming: Story = checked({
  args: {
    script: (player) => {
      player.setLiveStatus({ status: false, endedReason: 0 })
      setTimeout(() => player.setLiveStatus({ status: true }), 300)
    },
  },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'OFF')
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-player-alert')).toHaveAttribute('hidden'),
    )
  },
})

// On a live that is on: a live off from the start shows its Offline box under the dialog.
const dialog = (kind: string, access: PlayerAccess): Story =>
  checked({
    args: { access, streamInfo: { isStream: true, isStreamPendingEnd: false } },
    play: async ({ args, canvas, userEvent }) => {
      const alert = await canvas.findByRole('alertdialog')
      await expect(alert).toHaveAttribute('data-alert', kind)
      await userEvent.click(within(alert).getByRole('button', { name: 'OK' }))
      await expect(args.onAction).toHaveBeenCalledWith({ type: 'dialog-confirm', alert: kind })
    },
  })

export const Black = dialog('BLACK', { isBlock: true })
export const Suspended = dialog('SUSPENDED', { errorCode: 'CHA30068' })
export const Deleted = dialog('DELETED', { errorCode: 'CHA30071' })
export const ViewerSuspended = dialog('VIEWER_SUSPENDED', { viewerSuspended: true })
export const ForcedLogout = dialog('FORCED_LOGOUT', { forcedLogout: true })

export const Adult: Story = checked({
  args: { streamInfo: { isStream: true, isStreamPendingEnd: false, isAdult: true } },
  play: async ({ args, canvas, userEvent }) => {
    const alert = await canvas.findByRole('alertdialog', { name: 'Adults only' })
    await userEvent.click(within(alert).getByRole('button', { name: 'Go back' }))
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'leave', reason: 'adult' })
    await userEvent.click(within(alert).getByRole('button', { name: 'I am an adult, continue' }))
    await expect(canvas.queryByRole('alertdialog')).toBeNull()
  },
})

export const CountryRestrict: Story = checked({
  args: { access: { errorCode: 'CHA43005' } },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'COUNTRY_RESTRICT')
  },
})

export const PlayerPopup: Story = checked({
  args: { access: { poppedOut: true } },
  play: async ({ canvasElement }) => {
    await alertOf(canvasElement, 'PLAYER_POPUP')
  },
})

export const MediaError: Story = checked({
  args: {
    script: (_, stream) => {
      for (let i = 0; i < 10; i++) {
        stream.emit('fault', { fatal: true, kind: 'other', code: 'bufferAppendError' })
      }
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await alertOf(canvasElement, 'MEDIA_ERROR')
    await expect(alert).toHaveTextContent('Error code: bufferAppendError')
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(alert).toHaveAttribute('hidden')
  },
})

export const NetworkError: Story = checked({
  args: {
    script: (_, stream) => {
      window.dispatchEvent(new Event('offline'))
      stream.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await alertOf(canvasElement, 'NETWORK_ERROR')
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
    // Back online, playback resumes by itself.
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(alert).toHaveAttribute('hidden'))
  },
})
