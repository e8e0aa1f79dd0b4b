// The React page of the player e2e tests, bundled by esbuild with React's development build:
// everything renders under <StrictMode>, which mounts each component, unmounts it and mounts it
// again, as a partner's app does in development.
import { Player } from '@airwave/player/react'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

export interface ReactHarnessApi {
  /** Renders `count` players of `src` under StrictMode (a fresh root each time). */
  mountPlayers(src: string, count: number): void
  unmount(): void
  /** `readyState` of every video in the page. */
  readyStates(): number[]
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
  element.style.cssText = 'width:640px'
  document.body.append(element)
  return element
}

window.awr = {
  mountPlayers(src, count) {
    root?.unmount()
    root = createRoot(host())
    root.render(
      <StrictMode>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical players
          <Player key={i} src={src} storage={storage} muted />
        ))}
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
