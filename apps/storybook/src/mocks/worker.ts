import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

let started: Promise<unknown> | undefined

/**
 * Starts MSW's service worker with the backend's handlers, once per page. Requests to other
 * origins (Storybook's own files, Vite's modules) pass through untouched.
 *
 * @example
 * await startMocks()
 */
export function startMocks(): Promise<unknown> {
  started ??= setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return started
}
