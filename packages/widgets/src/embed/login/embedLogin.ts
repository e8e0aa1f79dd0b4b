import type { Session, TokenPair } from '@airwave/sdk'
import { EMBED_LOGIN_POPUP, loginKeyOf, loginStatusOf } from '@airwave/sdk/embed'
import { type EmbedMessages, fillPlaceholders } from '@airwave/sdk/i18n'

/** The two calls of the handoff, as a bound client has them. */
interface EmbedLoginClient {
  embed: {
    beginLogin(): Promise<{ loginId: string }>
    claimLogin(input: { loginId: string; key: string }): Promise<TokenPair>
  }
}

export interface EmbedLoginOptions {
  /** The platform's origin: the popup and the calls go there. */
  origin: string
  /** Where the notice shows: a box of the element's shadow root. */
  container: HTMLElement
  words: () => EmbedMessages
  client: EmbedLoginClient
  session: Session
  /** How long the popup may stay open before the notice stops waiting (default 10 minutes). */
  timeoutMs?: number
}

/** The notice's state, on its `data-state`. */
export type EmbedLoginState = 'notice' | 'waiting' | 'blocked' | 'cancelled' | 'failed'

export const loginStyles = `.aw-embed-login{border:0;padding:20px;border-radius:10px;max-width:26em;color:#16181d;background:#fff;font:14px/1.5 system-ui,sans-serif;box-shadow:0 8px 28px #0004}
.aw-embed-login::backdrop{background:#0a0c108c}
.aw-embed-login h2{font-size:16px;margin:0 0 8px}.aw-embed-login p{margin:0 0 14px}
.aw-embed-login .r{display:flex;gap:8px;justify-content:flex-end}
.aw-embed-login button{padding:7px 14px;border-radius:6px;border:1px solid #d7dae0;background:#fff;color:inherit;cursor:pointer;font:inherit}
.aw-embed-login button.go{background:var(--aw-accent,#5b3ee6);border-color:transparent;color:#fff}
.aw-embed-login[data-state=waiting] .go{display:none}`

/**
 * The embed's sign-in, the opener's side: the cookie-permission notice (in the element's shadow
 * root), then the platform's popup (1000x840) on the viewer's click; the popup's messages are
 * accepted only from that popup window at the platform's exact origin: its first page's key,
 * then `signed-in`, which claims the handoff with that key (the platform sets this site's
 * partitioned session cookie) and signs the embed's session in. No session token travels by
 * message.
 *
 * @example const login = createEmbedLogin({ origin, container, words, client, session }); login.start()
 */
export function createEmbedLogin(options: EmbedLoginOptions) {
  const { origin, container, client, session } = options
  let dialog: HTMLDialogElement | undefined
  let stopWaiting: (() => void) | undefined

  const render = (state: EmbedLoginState) => {
    const words = options.words()
    dialog ??= document.createElement('dialog')
    dialog.className = 'aw-embed-login'
    dialog.dataset.state = state
    dialog.setAttribute('aria-labelledby', 'aw-embed-login-title')
    const title = document.createElement('h2')
    title.id = 'aw-embed-login-title'
    title.textContent = words.cookieTitle
    const body = document.createElement('p')
    body.setAttribute('role', state === 'notice' ? '' : 'status')
    body.textContent =
      state === 'notice'
        ? fillPlaceholders(words.cookieBody, { host: location.host })
        : state === 'waiting'
          ? words.loginWaiting
          : state === 'blocked'
            ? words.loginBlocked
            : state === 'cancelled'
              ? words.loginCancelled
              : words.loginFailed
    if (!body.getAttribute('role')) body.removeAttribute('role')
    const row = document.createElement('div')
    row.className = 'r'
    const cancel = document.createElement('button')
    cancel.type = 'button'
    cancel.textContent = words.cookieCancel
    cancel.addEventListener('click', close)
    const go = document.createElement('button')
    go.type = 'button'
    go.className = 'go'
    go.textContent = state === 'notice' ? words.cookieContinue : words.retry
    go.addEventListener('click', openPopup)
    row.append(cancel, go)
    dialog.replaceChildren(title, body, row)
    if (!dialog.isConnected) container.append(dialog)
    // A modal in the top layer: focus stays in it, the page behind is inert.
    if (!dialog.open) dialog.showModal?.() ?? dialog.setAttribute('open', '')
    go.focus()
  }

  function close() {
    stopWaiting?.()
    dialog?.close?.()
    dialog?.remove()
    dialog = undefined
  }

  // Opened in the click itself (a popup needs the viewer's gesture), then sent to the
  // platform once the handoff has its id.
  function openPopup() {
    stopWaiting?.()
    const { width, height } = EMBED_LOGIN_POPUP
    const left = Math.max(0, (screen.width - width) / 2)
    const top = Math.max(0, (screen.height - height) / 2)
    const popup = window.open(
      'about:blank',
      'airwave-embed-login',
      `popup,width=${width},height=${height},left=${left},top=${top}`,
    )
    if (!popup) return render('blocked')
    render('waiting')
    const finish = (state: EmbedLoginState | 'done') => {
      stopWaiting?.()
      if (!popup.closed) popup.close()
      if (state === 'done') close()
      else render(state)
    }
    client.embed.beginLogin().then(
      ({ loginId }) => {
        let claiming = false
        const query = new URLSearchParams({ origin: location.origin })
        popup.location.href = `${origin}/api/auth/embed-login/${encodeURIComponent(loginId)}/start?${query}`
        // The popup's first page hands over the sign-in's key, to this page alone.
        let key: string | undefined
        const onMessage = (event: MessageEvent) => {
          if (event.source !== popup || event.origin !== origin) return
          key = loginKeyOf(event.data) ?? key
          const status = loginStatusOf(event.data)
          if (status === 'cancelled') return finish('cancelled')
          if (status !== 'signed-in' || claiming) return
          if (!key) return finish('failed')
          // The popup closes right after its message: no longer a cancel.
          claiming = true
          client.embed
            .claimLogin({ loginId, key })
            .then((pair) => session.signIn(pair))
            .then(
              () => finish('done'),
              () => finish('failed'),
            )
        }
        // A popup closed without a word is a cancelled sign-in.
        const watch = setInterval(() => {
          if (popup.closed && !claiming) finish('cancelled')
        }, 500)
        const timeout = setTimeout(() => finish('cancelled'), options.timeoutMs ?? 10 * 60 * 1000)
        addEventListener('message', onMessage)
        stopWaiting = () => {
          removeEventListener('message', onMessage)
          clearInterval(watch)
          clearTimeout(timeout)
          stopWaiting = undefined
        }
      },
      () => finish('failed'),
    )
  }

  return {
    /** Shows the notice: what the kit's `onLoginRequired` calls. */
    start: () => render('notice'),
    close,
  }
}
