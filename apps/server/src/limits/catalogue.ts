/**
 * Whose calls a limit counts together; the call site builds the key to match.
 * - `member`: the signed-in member (the bearer token's), or the address for a guest.
 * - `address`: the client's address (`request.ip`, `X-Forwarded-For` behind a trusted proxy).
 * - `account`: the e-mail address an attempt names, whoever sends it.
 * - `account and address`: the e-mail address and the client's address together.
 * - `socket member`: the socket's member, or for a guest its client (below).
 * - `client`: the socket's address and client id (the SDK's `clientId`, one per browser).
 * - `channel and member`: one member in one channel's chat.
 */
type LimitKey =
  | 'member'
  | 'address'
  | 'account'
  | 'account and address'
  | 'socket member'
  | 'client'
  | 'channel and member'

export interface Limit {
  /** Names the counter (and its Redis keys): unique. */
  name: string
  /** Calls allowed in a window. */
  points: number
  /** The window in seconds, from the first call counted in it. */
  seconds: number
  per: LimitKey
  /**
   * A write limit: off with `AIRWAVE_WRITE_RATE_LIMITS=0` (benchmarks driving one member far past
   * a person's pace). Account attempts and slow mode hold whatever the switch says.
   */
  write?: true
  /** The refusal's code where the spec names one (API1002); `RATE_LIMITED` otherwise. */
  code?: string
}

const MINUTE = 60
const QUARTER_HOUR = 15 * MINUTE
const HOUR = 60 * MINUTE

const write = (name: string, points: number, seconds: number = MINUTE): Limit => ({
  name,
  points,
  seconds,
  per: 'member',
  write: true,
})

/**
 * Every rate limit of the server, in one place: its name, its allowance, its window and whose
 * calls it counts. The write calls are bound to these in `writeLimits.ts`; the account attempts,
 * the chat and the socket count them where they are checked. All of them run on one limiter
 * (`limiter.ts`): in Redis with `REDIS_URL` (every instance counts together), in memory
 * otherwise. Numbers are chosen unless a comment names the spec.
 */
export const limits = {
  // Writes, per member (per address for guests), each call counted on its own.
  // A member who writes as fast as a person can never meets these; a script meets them at once
  // (one member once posted 300 comments in 3 s).
  // Gems: a member buys a pack a few times an hour at most (each order opens a checkout at the
  // provider); cheers come in bursts at a hype moment, a second apart at most for a person; the
  // local checkout's form is counted by address (the buyer has no token there); the provider's
  // webhooks come from its few addresses, retried after an outage.
  gemOrder: write('gem-order', 10),
  /** A subscription order opens a checkout too: a few a minute cover a retry and a change of mind. */
  subscriptionOrder: write('subscription-order', 10),
  cheer: write('cheer', 60),
  /** Mission proposals: a few a minute (each writes a chat entry and an alert). */
  missionPropose: write('mission-propose', 10),
  /** Gems added to missions come in bursts, as cheers do. */
  missionGem: write('mission-gem', 60),
  /** The streamer's mission steps (start, more time, end) and the cancels, by hand. */
  missionStep: write('mission-step', 60),
  checkoutForm: write('checkout-form', 30),
  paymentWebhook: write('payment-webhook', 600),
  comment: write('comment', 20),
  post: write('post', 10),
  report: write('report', 10),
  like: write('like', 120),
  /** The streamer's stream settings, the stream key and other forms saved by hand. */
  settings: write('settings', 20),
  /** A streamer raids once at the end of a live, maybe twice; a few cover a mistaken target. */
  raid: write('raid', 5),
  /** One vote a poll: a few a minute cover every poll and a retry. */
  vote: write('vote', 10),
  pollWrite: write('poll-write', 30),
  /** Edits and deletes of one's own posts, comments, replies and videos. */
  edit: write('edit', 30),
  /** The player saves the position every few seconds at most. */
  position: write('position', 60),
  /** Following a channel or a category is a click. */
  follow: write('follow', 60),
  /** Moderation by hand: chat deletes, blinds and blocks, ban words, managers, pins, blocks. */
  moderation: write('moderation', 60),
  /** Each chat info change is pushed to the whole room (CHAT_INFO). */
  chatInfo: write('chat-info', 20),
  /** A search saves a recent search; a person searches a few times a minute. */
  recentSearch: write('recent-search', 60),
  /** The bell: the badge seen, records read or removed as the panel is used. */
  notificationRead: write('notification-read', 60),
  /** Widget settings, keys, the alert queue, the timer and the emulator's test events. */
  widget: write('widget', 60),
  /** An embed's sign-in handoff, begun by a click on a partner's page (per address). */
  embedLogin: write('embed-login', 20),
  /** Images and videos sent to the server. */
  upload: write('upload', 20),
  /**
   * Account calls by hand: sign-in, sign-up, channel creation and checks (the password check
   * runs as the member types, 300 ms after each pause), sign-out, social flows.
   */
  account: write('account', 60),
  /** The session cookie and the token refresh: every open tab refreshes every 15 minutes. */
  session: write('session', 120),
  /** The admin token's calls, per address: nobody guesses the token. */
  admin: write('admin', 60),
  /**
   * The log service's events (statistics): the SDK batches them (a flush every 10 s, one at a
   * page hide), so a viewer sends a few a minute; a household behind one address, more.
   */
  log: write('log', 240),
  /** A write call with no limit of its own (writeLimits.ts lists every call: a safety net). */
  otherWrite: write('other-write', 30),

  /** Direct messages sent: a person writes a line every few seconds in a lively conversation. */
  messageSend: write('message-send', 30),
  /** Direct-message reads marked, rooms left, requests answered, the setting: clicks. */
  messageWrite: write('message-write', 60),
  /** Chat sends, REST and socket together, on top of slow mode: a person sends a line a second. */
  chatSend: write('chat-send', 20, 10),
  /**
   * Follow notification switches over every channel and both calls, always on; the spec's
   * API1002 (too many channel notification requests, accounts-platform.md section 8).
   */
  followNotification: {
    name: 'follow-notification',
    points: 30,
    seconds: MINUTE,
    per: 'member',
    code: 'API1002',
  },

  // Account attempts (OWASP's advice on lockout): always on.
  /** Failed sign-ins: a stranger guessing from one address locks only that address out. */
  signInPair: {
    name: 'sign-in-pair',
    points: 10,
    seconds: QUARTER_HOUR,
    per: 'account and address',
  },
  /** Failed sign-ins from one address over every account. */
  signInAddress: { name: 'sign-in-address', points: 50, seconds: QUARTER_HOUR, per: 'address' },
  /**
   * Failed sign-ins of one account from every address: only many addresses together reach it,
   * and its owner may still sign in with an e-mailed link (`signInLink.ts`).
   */
  signInAccount: { name: 'sign-in-account', points: 100, seconds: HOUR, per: 'account' },
  /**
   * Mails sent on request (verification codes, sign-in links) to one address from one
   * requester: a stranger asking for someone's codes uses up only their own allowance.
   */
  mailPair: { name: 'mail-pair', points: 5, seconds: HOUR, per: 'account and address' },
  /** Mails one requester may have sent, to any address. */
  mailAddress: { name: 'mail-address', points: 30, seconds: HOUR, per: 'address' },
  /** Mails one address may receive from every requester together: no mailbox is flooded. */
  mailTarget: { name: 'mail-target', points: 20, seconds: HOUR, per: 'account' },
  /** Code checks per address (the codes themselves burn after 5 wrong guesses). */
  codeCheck: { name: 'code-check', points: 60, seconds: HOUR, per: 'address' },
  /** Sign-ups (e-mail and social) per address: a household signs up a few times, a script many. */
  signUp: { name: 'sign-up', points: 20, seconds: HOUR, per: 'address' },
  passwordChange: { name: 'password-change', points: 10, seconds: HOUR, per: 'member' },
  // The password asked again before a withdrawal: a person mistypes a few times, a script more.
  passwordConfirm: { name: 'password-confirm', points: 10, seconds: HOUR, per: 'member' },
  passwordReset: { name: 'password-reset', points: 20, seconds: HOUR, per: 'address' },
  /** Social sign-in flows a browser address may start or finish: a few providers, a few times. */
  socialAuthorize: { name: 'social-authorize', points: 60, seconds: QUARTER_HOUR, per: 'address' },
  socialCheck: { name: 'social-check', points: 60, seconds: QUARTER_HOUR, per: 'address' },

  // The socket, over every instance and every socket of a member or client.
  /** Room entries (ENTER_CHANNEL, LEAVE_ALL_CHANNEL): a page enters a few. */
  socketEntry: { name: 'socket-entry', points: 10, seconds: 10, per: 'socket member' },
  /**
   * Token swaps (AUTH): a client refreshes every 15 minutes. Per client, as the member behind a
   * socket is what AUTH changes.
   */
  socketAuth: { name: 'socket-auth', points: 10, seconds: MINUTE, per: 'client' },
} satisfies Record<string, Limit>

/**
 * Slow mode as a limit: one message per `seconds` (0 to 300, the channel's setting) per member
 * in a channel. Its refusal is the chat's CHT10003 (`chat/chatSend.ts`), not RATE_LIMITED.
 *
 * @example limiter.consume(slowModeLimit(30), `${channel.idx}:${member.id}`)
 */
export function slowModeLimit(seconds: number): Limit {
  return { name: `chat-slow-${seconds}`, points: 1, seconds, per: 'channel and member' }
}
