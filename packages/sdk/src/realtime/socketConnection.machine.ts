import { assign, enqueueActions, fromCallback, setup } from 'xstate'
import type {
  SocketAckOf,
  SocketCommandName,
  SocketCommandPayload,
  SocketEventName,
  SocketEventPayload,
} from '../contract/realtime/socket.contract'
import { RECONNECT_BACKOFF, type ReconnectBackoff, reconnectDelay } from '../core/reconnectDelay'
import { type ChannelEntries, channelSync, enterChannel, leaveChannel } from './channelEntries'

/** The events a page listens to: every pushed event of the contract (not socket.io's own). */
export type RealtimeEventName = Exclude<SocketEventName, 'connect' | 'disconnect'>

/** What the connection tells besides pushed events. */
export interface RealtimeNotices {
  /** The server refused to put the socket in a channel (not found, blacklisted...). */
  'enter-refused': { channelId: string; code: string; message: string }
  /** The server refused the new token: the socket reads but does not write. */
  'auth-refused': { code: string; message: string }
}

/** The payload of each thing a page can listen to, by name. */
export type RealtimePayloads = { [K in RealtimeEventName]: SocketEventPayload<K> } & RealtimeNotices

/** A notice, as the machine emits it: `actor.on('enter-refused', ...)`. Pushed events go around it. */
export type SocketConnectionEmitted = {
  [K in keyof RealtimeNotices]: { type: K; payload: RealtimeNotices[K] }
}[keyof RealtimeNotices]

/** Where the connection is, for `data-state`: a state of the machine, or `stopped` once stopped. */
export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'stopped'

/** Says what the machine dropped: an event that did not parse, a command that failed. */
export type RealtimeLogger = (message: string, detail?: unknown) => void

export interface SocketConnectionInput {
  clientId: string
  /** Draws the reconnection jitter; `Math.random` by default (tests pass their own). */
  random?: () => number
  backoff?: ReconnectBackoff
  /** Default `console.warn`. */
  logger?: RealtimeLogger
}

export interface SocketConnectionContext {
  clientId: string
  random: () => number
  backoff: ReconnectBackoff
  logger: RealtimeLogger
  /** The channels the page's users are in, with how many users each. */
  channels: ChannelEntries
  /** The channels the server has this socket in, as far as it was told. */
  joined: string[]
  /** Reconnection attempts since the last connection. */
  attempt: number
  /** The session's access token; `tokenKnown` once the session said (none is an answer). */
  token?: string
  tokenKnown: boolean
  /** The token the server knows for this connection (the handshake's, or the last AUTH). */
  serverToken?: string
  /** The token of the handshake in progress. */
  handshakeToken?: string
  /** The last connection restored the session of the one before. */
  recovered: boolean
}

/** What the link (the socket) is asked to do. */
export type LinkCommand =
  | { type: 'CONNECT'; clientId: string; token?: string }
  | { type: 'DROP' }
  | {
      type: 'COMMAND'
      name: SocketCommandName
      payload: SocketCommandPayload<SocketCommandName> | undefined
    }

/** What the link reports; the provided `link` actor sends these. */
export type LinkEvent =
  | { type: 'LINK.CONNECTED'; recovered: boolean }
  | { type: 'LINK.DISCONNECTED'; reason: string }
  | { type: 'LINK.FAILED'; message: string }
  | {
      type: 'LINK.ANSWERED'
      name: SocketCommandName
      payload: unknown
      ack: SocketAckOf<SocketCommandName>
    }
  | { type: 'LINK.UNANSWERED'; name: SocketCommandName; payload: unknown; error: unknown }

export type SocketConnectionEvent =
  | LinkEvent
  | { type: 'ENTER' | 'LEAVE'; channelId: string }
  /** The session's access token changed (undefined: signed out). */
  | { type: 'TOKEN'; token: string | undefined }
  /** The browser's network state. */
  | { type: 'ONLINE' | 'OFFLINE' }

/** The default logger: `console.warn`. */
export const warnLogger: RealtimeLogger = (message, detail) => console.warn(message, detail)

const command = <Name extends SocketCommandName>(
  name: Name,
  payload?: SocketCommandPayload<Name>,
): LinkCommand => ({ type: 'COMMAND', name, payload })

const ackFields = (ack: SocketAckOf<SocketCommandName>) =>
  ack.ok ? undefined : { code: ack.code, message: ack.message }

/**
 * Reports the browser's `online` and `offline` events (and starts offline if the browser says
 * so). Where there is no window (Node, a worker without one) it reports nothing: online.
 */
const browserNetwork = fromCallback<{ type: string }>(({ sendBack }) => {
  const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>
  if (typeof target.addEventListener !== 'function') return undefined
  if (globalThis.navigator?.onLine === false) sendBack({ type: 'OFFLINE' })
  const online = () => sendBack({ type: 'ONLINE' })
  const offline = () => sendBack({ type: 'OFFLINE' })
  target.addEventListener('online', online)
  target.addEventListener('offline', offline)
  return () => {
    target.removeEventListener?.('online', online)
    target.removeEventListener?.('offline', offline)
  }
})

/**
 * The one real-time connection of a page: connecting, connected, reconnecting (full-jitter
 * backoff from 0.5 s, capped at 30 s) and offline (the browser said so; it waits for `online`).
 * It keeps the channels the page is in and enters them again after every connection the
 * server did not recover (a recovered one kept its rooms), sends AUTH when the session's token
 * changes, and emits every pushed event parsed by the contract; one that does not parse is
 * logged and dropped. Its I/O are provided actors: `link` (the socket, see `socketLink`),
 * `network` (online and offline) and `tokens` (the session's access token).
 *
 * @example
 * const actor = createActor(
 *   socketConnectionMachine.provide({ actors: { link: socketLink(transport) } }),
 *   { input: { clientId: 'web' } },
 * ).start()
 * actor.on('CHAT_MESSAGE', ({ payload }) => console.log(payload.message))
 * actor.send({ type: 'ENTER', channelId: 'airwave' })
 */
export const socketConnectionMachine = setup({
  types: {
    context: {} as SocketConnectionContext,
    events: {} as SocketConnectionEvent,
    input: {} as SocketConnectionInput,
    emitted: {} as SocketConnectionEmitted,
  },
  actors: {
    link: fromCallback<LinkCommand>(() => {
      throw new Error('link is not provided')
    }),
    network: browserNetwork,
    // Without a session the socket is anonymous, and knows it at once.
    tokens: fromCallback<{ type: string }>(({ sendBack }) => {
      sendBack({ type: 'TOKEN', token: undefined })
    }),
  },
  delays: {
    backoff: ({ context }) => reconnectDelay(context.attempt, context.random, context.backoff),
  },
  guards: {
    tokenKnown: ({ context }) => context.tokenKnown,
    tokenChanged: ({ context }) => context.token !== context.serverToken,
  },
  actions: {
    connect: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ handshakeToken: context.token })
      enqueue.sendTo('link', {
        type: 'CONNECT',
        clientId: context.clientId,
        ...(context.token === undefined ? {} : { token: context.token }),
      } satisfies LinkCommand)
    }),
    drop: enqueueActions(({ enqueue }) => enqueue.sendTo('link', { type: 'DROP' } as LinkCommand)),
    /** Brings the server's rooms in line with the channels the page is in. */
    syncChannels: enqueueActions(({ context, enqueue }) => {
      const wanted = Object.keys(context.channels)
      const { leaveAll, enter } = channelSync(wanted, context.joined)
      if (leaveAll) enqueue.sendTo('link', command('LEAVE_ALL_CHANNEL'))
      for (const channelId of enter) {
        enqueue.sendTo('link', command('ENTER_CHANNEL', { channelId }))
      }
      if (leaveAll || enter.length > 0) enqueue.assign({ joined: wanted })
    }),
    authenticate: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ serverToken: context.token })
      enqueue.sendTo(
        'link',
        command('AUTH', context.token === undefined ? {} : { token: context.token }),
      )
    }),
    answered: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'LINK.ANSWERED') return
      const refused = ackFields(event.ack)
      if (!refused) return
      if (event.name === 'ENTER_CHANNEL') {
        const channelId = (event.payload as { channelId: string }).channelId
        enqueue.assign({ joined: context.joined.filter((id) => id !== channelId) })
        enqueue.emit({ type: 'enter-refused', payload: { channelId, ...refused } })
      } else if (event.name === 'AUTH') {
        enqueue.emit({ type: 'auth-refused', payload: refused })
      }
    }),
    unanswered: ({ context, event }) => {
      if (event.type !== 'LINK.UNANSWERED') return
      // The connection ended meanwhile, most often: the next connection syncs again.
      context.logger(`Realtime: ${event.name} got no answer`, event.error)
    },
  },
}).createMachine({
  id: 'socketConnection',
  context: ({ input }) => ({
    clientId: input.clientId,
    random: input.random ?? Math.random,
    backoff: input.backoff ?? RECONNECT_BACKOFF,
    logger: input.logger ?? warnLogger,
    channels: {},
    joined: [],
    attempt: 0,
    tokenKnown: false,
    recovered: false,
  }),
  invoke: [
    { id: 'link', src: 'link' },
    { id: 'network', src: 'network' },
    { id: 'tokens', src: 'tokens' },
  ],
  initial: 'connecting',
  on: {
    'LINK.ANSWERED': { actions: 'answered' },
    'LINK.UNANSWERED': { actions: 'unanswered' },
    TOKEN: {
      actions: assign({ token: ({ event }) => event.token, tokenKnown: true }),
    },
    ENTER: {
      actions: assign({
        channels: ({ context, event }) => enterChannel(context.channels, event.channelId).entries,
      }),
    },
    LEAVE: {
      actions: assign({
        channels: ({ context, event }) => leaveChannel(context.channels, event.channelId).entries,
      }),
    },
    OFFLINE: '.offline',
  },
  states: {
    connecting: {
      initial: 'waitingForToken',
      states: {
        // The first connection waits for the session to say who is connecting.
        waitingForToken: { always: { guard: 'tokenKnown', target: 'opening' } },
        opening: {
          entry: 'connect',
          on: {
            'LINK.CONNECTED': {
              target: '#socketConnection.connected',
              actions: assign({
                recovered: ({ event }) => event.recovered,
                // A connection the server did not recover is in no room.
                joined: ({ context, event }) => (event.recovered ? context.joined : []),
                // A recovered session keeps what the server knew, whatever the handshake said.
                serverToken: ({ context, event }) =>
                  event.recovered ? context.serverToken : context.handshakeToken,
                attempt: 0,
              }),
            },
            'LINK.FAILED': '#socketConnection.reconnecting',
            'LINK.DISCONNECTED': '#socketConnection.reconnecting',
          },
        },
      },
    },
    connected: {
      entry: ['syncChannels'],
      // The token may have changed while connecting.
      always: { guard: 'tokenChanged', actions: 'authenticate' },
      on: {
        'LINK.DISCONNECTED': 'reconnecting',
        ENTER: {
          actions: [
            assign({
              channels: ({ context, event }) =>
                enterChannel(context.channels, event.channelId).entries,
            }),
            'syncChannels',
          ],
        },
        LEAVE: {
          actions: [
            assign({
              channels: ({ context, event }) =>
                leaveChannel(context.channels, event.channelId).entries,
            }),
            'syncChannels',
          ],
        },
      },
    },
    reconnecting: {
      after: {
        backoff: {
          target: 'connecting',
          actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
        },
      },
    },
    offline: {
      // Closed as a lost network would close it: the server keeps the session to recover.
      entry: 'drop',
      on: {
        OFFLINE: {},
        ONLINE: { target: 'connecting', actions: assign({ attempt: 0 }) },
        'LINK.DISCONNECTED': {},
      },
    },
  },
})
