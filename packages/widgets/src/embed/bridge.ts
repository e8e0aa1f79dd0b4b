import {
  EMBED_MESSAGE_SOURCE,
  type EmbedCommand,
  type EmbedEventMap,
  type EmbedEventName,
  embedCommandOf,
} from '@airwave/sdk/embed'

/** Where an element's events go and whose commands it takes. */
export interface EmbedBridge {
  /** Sends an event: a DOM event on the element, and a message to the one window listening. */
  post<K extends EmbedEventName>(name: K, detail: EmbedEventMap[K]): void
  stop(): void
}

/**
 * The frame page's parent origin, exactly: the browser's `ancestorOrigins`, else the
 * referrer's origin (Firefox); refused unless its host is the `frame-parent` the server checked
 * against the channel's list. Undefined: no message is sent at all (never to `*`).
 */
function parentOriginOf(expectedHost: string | null): string | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  let origin = ancestors?.[0]
  if (!origin && document.referrer) {
    try {
      origin = new URL(document.referrer).origin
    } catch {}
  }
  if (!origin || origin === 'null') return undefined
  if (expectedHost !== null && new URL(origin).host !== expectedHost.toLowerCase()) return undefined
  return origin
}

/**
 * The element's side of the postMessage API. Inline (on the host's page): commands from the
 * page's own origin, events to it. In a frame: commands only from the parent window at its
 * exact origin, events only to it. `host`: the element of iframe mode on the host's page,
 * which takes the page's commands (to pass them to its frame). A message from anywhere else is dropped unread; `target` picks one of
 * several embeds (their element's `id`).
 */
export function createBridge(
  element: HTMLElement,
  place: 'inline' | 'frame' | 'host',
  onCommand: (command: EmbedCommand) => void,
): EmbedBridge {
  const frame = place === 'frame'
  const peer: Window = frame ? window.parent : window
  const peerOrigin = frame ? parentOriginOf(element.getAttribute('frame-parent')) : location.origin
  const listener = (event: MessageEvent) => {
    if (!peerOrigin || event.origin !== peerOrigin) return
    if (frame && event.source !== peer) return
    const command = embedCommandOf(event.data)
    if (!command) return
    if (!frame && command.target !== undefined && command.target !== element.id) return
    onCommand(command)
  }
  addEventListener('message', listener)
  return {
    post(name, detail) {
      element.dispatchEvent(new CustomEvent(name, { detail }))
      // In iframe mode only the element's own events (a refused poster) come here: the frame's
      // reach this window from the frame itself.
      if (!peerOrigin) return
      const message = {
        source: EMBED_MESSAGE_SOURCE,
        event: name,
        detail,
        ...(element.id && { target: element.id }),
      }
      peer.postMessage(message, peerOrigin)
    },
    stop() {
      removeEventListener('message', listener)
    },
  }
}
