import { isSocialPopupMessage, type SocialPlatform, type SocialReturn } from '@airwave/sdk/account'

/** The social popup's size: the providers' pages fit it on a laptop and a phone. */
const POPUP_FEATURES = 'popup,width=520,height=720'
/** How often a popup is looked at for having been closed by the member. */
const CLOSED_POLL_MS = 250
/**
 * A closed popup is a cancel only after this long without its answer: the return page posts
 * its answer and closes at once, and the browser may tell the close before the message.
 */
const CLOSED_GRACE_MS = 1000

/**
 * Opens the popup a flow will use, at once, inside the click that starts it: opened later
 * (after the authorization call answers) a browser would block it. `undefined` when blocked:
 * the flow then runs in this window.
 *
 * @example const popup = openSocialPopup()
 */
export function openSocialPopup(): Window | undefined {
  try {
    return window.open('about:blank', 'airwave-social', POPUP_FEATURES) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Takes the member to the provider in `popup` and resolves with the answer its return page
 * posts back (same origin only). A popup closed without an answer is a cancel. Without a popup, this window goes
 * to the provider and the promise never settles: the return page takes over.
 *
 * @example await followProvider(popup, { platform, authorizationUrl, signal })
 */
export function followProvider(
  popup: Window | undefined,
  input: { platform: SocialPlatform; authorizationUrl: string; signal: AbortSignal },
): Promise<SocialReturn> {
  if (!popup || popup.closed) {
    window.location.assign(input.authorizationUrl)
    return new Promise(() => {})
  }
  popup.location.href = input.authorizationUrl
  return new Promise<SocialReturn>((resolve) => {
    const finish = (result: SocialReturn) => {
      window.removeEventListener('message', onMessage)
      clearInterval(watch)
      resolve(result)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return
      if (!isSocialPopupMessage(event.data) || event.data.platform !== input.platform) return
      finish(event.data.result)
    }
    window.addEventListener('message', onMessage)
    let closedAt: number | undefined
    const watch = setInterval(() => {
      if (!popup.closed) return
      closedAt ??= Date.now()
      if (Date.now() - closedAt >= CLOSED_GRACE_MS) finish({ kind: 'cancelled' })
    }, CLOSED_POLL_MS)
    input.signal.addEventListener('abort', () => {
      window.removeEventListener('message', onMessage)
      clearInterval(watch)
    })
  })
}
