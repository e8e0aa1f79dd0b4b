// The React page of the player e2e tests, bundled by esbuild with React's development build:
// everything renders under <StrictMode>, which mounts each component, unmounts it and mounts it
// again, as a partner's app does in development.
import { Player } from '@airwave/player/react'
import { AirwaveProvider } from '@airwave/react'
import { LivePlayer } from '@airwave/react/player'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { clockLatency } from './clockBar'

export interface ReactHarnessApi {
  /** Renders `count` players of `src` under StrictMode (a fresh root each time). */
  mountPlayers(src: string, count: number): void
  /**
   * A channel's live as the React README shows it: `<LivePlayer channelId>` under the provider
   * (same origin: the API, the socket and the media go through the harness's proxy).
   */
  mountLive(channelId: string, theme: 'light' | 'dark'): void
  unmount(): void
  /** `readyState` of every video in the page. */
  readyStates(): number[]
  /**
   * The latest wall time (ms) burned into a frame the page showed (the broadcast's clock bar,
   * read every 5th frame), since `mountLive`; undefined before the first.
   */
  lastFrameWall?: number
}

declare global {
  interface Window {
    awr: ReactHarnessApi
  }
}

// Every test starts from the defaults, not from what an earlier page stored.
const storage = { getItem: () => null, setItem: () => {} }
let root: Root | undefined
const host = () => {
  const element = document.createElement('div')
  element.style.cssText = 'max-width:960px'
  document.body.append(element)
  return element
}

// Reads the clock of the frames shown, on whatever video the page has now.
let watching = false
const watchFrames = () => {
  if (watching) return
  watching = true
  let frames = 0
  const onFrame = () => {
    const video = document.querySelector('video')
    if (!video) {
      requestAnimationFrame(onFrame)
      return
    }
    video.requestVideoFrameCallback(() => {
      frames += 1
      if (frames % 5 === 0) {
        const now = Date.now()
        const latency = clockLatency(video, now)
        if (latency !== undefined) {
          window.awr.lastFrameWall = Math.max(window.awr.lastFrameWall ?? 0, now - latency)
        }
      }
      onFrame()
    })
  }
  onFrame()
}

window.awr = {
  mountPlayers(src, count) {
    root?.unmount()
    root = createRoot(host())
    root.render(
      <StrictMode>
        {Array.from({ length: count }, (_, i) => (
          <Player key={i} src={src} storage={storage} muted />
        ))}
      </StrictMode>,
    )
  },
  mountLive(channelId, theme) {
    watchFrames()
    root?.unmount()
    root = createRoot(host())
    root.render(
      <StrictMode>
        <AirwaveProvider baseUrl="" theme={theme}>
          <LivePlayer channelId={channelId} storage={storage} muted />
        </AirwaveProvider>
      </StrictMode>,
    )
  },
  unmount() {
    root?.unmount()
    root = undefined
    document.body.replaceChildren()
  },
  readyStates: () => [...document.querySelectorAll('video')].map((video) => video.readyState),
}
