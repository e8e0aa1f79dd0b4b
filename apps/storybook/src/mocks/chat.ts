import {
  BAN_WORD_PAGE_SIZE,
  CHAT_ACTION,
  CHAT_LEVEL,
  type ChatAction,
  type ChatMe,
  type ChatMessage,
  chatMessageSchema,
  containsLink,
  findBanWord,
  type StreamerChatInfo,
  streamerChatInfoSchema,
} from '@airwave/sdk/contract'
import { member, page, Refusal, store } from './backend'
import { BOARD, nicknameOf } from './people'

// The chat of the board's channel, in memory: what the REST handlers and the fake socket both
// read and change, as the reference server's chat does (send rules, moderation, settings).

/** How a story bends the chat. */
export interface ChatScenario {
  /** The room's latest entries when the story starts: a short conversation by default. */
  history?: 'conversation' | 'empty' | 'busy'
  /** The settings the room starts with, over its defaults. */
  info?: Partial<StreamerChatInfo>
  /** Every send is refused with this code (and its wait, for slow mode and rate limits). */
  refuse?: { code: string; retryAfterSeconds?: number }
  /** How many ban words the channel has (`spam` first), for the settings' paging. */
  banWords?: number
  /** The member is timed out for this many more seconds when the story starts. */
  timedOutSeconds?: number
}

/** Who pushes what to whom: the fake socket listens here for what the room says. */
export type RoomListener = (name: string, payload: unknown) => void

const colours: Record<string, string> = {
  viewer1: 'teal',
  viewer3: 'coral',
  viewer4: 'violet',
  viewer5: 'amber',
  troll: 'lime',
}

const levelOf = (channelId: string) => {
  if (channelId === BOARD) return CHAT_LEVEL.streamer | CHAT_LEVEL.subscriber
  if (channelId === 'viewer2') return CHAT_LEVEL.manager | CHAT_LEVEL.subscriber | CHAT_LEVEL.active
  if (channelId === 'viewer4') return CHAT_LEVEL.subscriber | CHAT_LEVEL.gifter | CHAT_LEVEL.active
  return CHAT_LEVEL.active
}
const colourOf = (channelId: string) =>
  channelId === BOARD
    ? 'streamer'
    : channelId === 'viewer2'
      ? 'manager'
      : (colours[channelId] ?? 'gray')

let clock = Date.parse('2026-11-20T20:00:00.000Z')
function entry(
  viewerId: string,
  message: string | undefined,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  clock += 7_000
  return chatMessageSchema.parse({
    type: 'CHAT_MESSAGE',
    logIdentity: `log-${++chatStore.nextLog}`,
    channelId: BOARD,
    viewerInfo: { viewerId, level: levelOf(viewerId), chatNickname: nicknameOf(viewerId) },
    nicknameColor: colourOf(viewerId),
    createDate: new Date(clock).toISOString(),
    ...(message === undefined ? {} : { message }),
    ...extra,
  })
}

function conversation(): ChatMessage[] {
  return [
    entry('viewer5', undefined, { type: 'CHANNEL_IN' }),
    entry(BOARD, 'Welcome in! Tonight: the second run, then questions.'),
    entry('viewer3', 'hi everyone {:face1:}'),
    entry('troll', 'FREE GEMS at totally-legit.example, click now'),
    entry('viewer4', 'the route map is at https://airwave.test/maps/run-2 if you want to follow'),
    entry('viewer4', 'for the stream!', { type: 'GEMS', gem: 500 }),
    entry('viewer5', '@Mina did you see the last boss?'),
    entry('viewer3', 'something rude', { blinded: true }),
    entry('viewer2', 'Reminder: be kind, no spoilers {:airwave1:}'),
    entry('viewer1', 'Good luck on the run!'),
    entry('viewer5', undefined, { type: 'SUBSCRIBE' }),
  ]
}

function busy(): ChatMessage[] {
  const speakers = ['viewer1', 'viewer2', 'viewer3', 'viewer4', 'viewer5', 'troll']
  const lines = [
    'gg',
    'what a jump {:face2:}',
    "LET'S GO",
    'is this the new route?',
    'hello from Bangkok',
    'first time here!',
  ]
  return Array.from({ length: 400 }, (_, n) =>
    entry(speakers[n % speakers.length] ?? 'viewer3', `${lines[n % lines.length]} #${n + 1}`),
  )
}

const DEFAULT_INFO: StreamerChatInfo = {
  chatNotice: 'The second run starts at 20:30. Questions at the end!',
  isChatNotice: true,
  chatRule: '1. Be kind.\n2. No spoilers.\n3. No links to shops.',
  isChatRule: true,
  isChatIce: false,
  iceChatLevel: 1,
  isPermitManagerChatIceMode: false,
  isPermitUrlChat: true,
  slowModeSeconds: 0,
}

/** The chat's state: reset before every story. */
export const chatStore = {
  scenario: {} as ChatScenario,
  nextLog: 0,
  entries: [] as ChatMessage[],
  info: DEFAULT_INFO,
  banWords: [] as { banWordIdx: number; word: string }[],
  nextBanWord: 1,
  /** Members blocked from the chat: channel id to the dashboard action (2 or 3). */
  blocks: new Map<string, ChatAction>(),
  /** A timeout's end (ms) by channel id. */
  timeouts: new Map<string, number>(),
  /** The log identities each member reported. */
  reports: [] as string[],
  /** When each member last sent, for slow mode. */
  lastSent: new Map<string, number>(),
  listeners: new Set<RoomListener>(),
}

/**
 * Starts the chat over: the conversation (or the story's history), the default settings bent
 * by the story, `spam` and `scam` banned.
 *
 * @example
 * resetChat({ info: { isChatIce: true } })
 */
export function resetChat(scenario: ChatScenario = {}): void {
  chatStore.scenario = scenario
  chatStore.nextLog = 0
  clock = Date.parse('2026-11-20T20:00:00.000Z')
  chatStore.entries =
    scenario.history === 'empty' ? [] : scenario.history === 'busy' ? busy() : conversation()
  chatStore.info = streamerChatInfoSchema.parse({ ...DEFAULT_INFO, ...scenario.info })
  chatStore.reports = []
  chatStore.timeouts = new Map(
    scenario.timedOutSeconds === undefined
      ? []
      : [['viewer1', Date.now() + scenario.timedOutSeconds * 1000]],
  )
  const words = [
    'spam',
    'scam',
    ...Array.from({ length: Math.max(0, (scenario.banWords ?? 2) - 2) }, (_, i) => `word${i + 1}`),
  ]
  chatStore.banWords = words
    .slice(0, scenario.banWords ?? 2)
    .map((word, i) => ({ banWordIdx: i + 1, word }))
  chatStore.nextBanWord = chatStore.banWords.length + 1
  chatStore.blocks = new Map()
  chatStore.lastSent = new Map()
  chatStore.listeners.clear()
}

const tell = (name: string, payload: unknown) => {
  for (const listener of [...chatStore.listeners]) listener(name, payload)
}

/** The room's latest entries for a viewer: without those of members they blocked. */
export function historyFor(viewer: string | undefined): ChatMessage[] {
  const blocked = viewer ? (store.data.blocks.get(viewer) ?? []) : []
  return chatStore.entries
    .filter((e) => !blocked.includes(e.viewerInfo?.viewerId ?? ''))
    .slice(-200)
}

function meOf(viewer: string): ChatMe {
  const level = levelOf(viewer)
  const streamer = viewer === BOARD
  const manager = (level & CHAT_LEVEL.manager) !== 0
  return {
    level,
    nicknameColor: colourOf(viewer),
    chatBlocked: chatStore.blocks.has(viewer) || chatStore.timeouts.has(viewer),
    ...(chatStore.timeouts.has(viewer)
      ? { chatBlockedUntil: new Date(chatStore.timeouts.get(viewer) ?? 0).toISOString() }
      : {}),
    canModerate: streamer || manager,
    canSwitchIce: streamer || (manager && chatStore.info.isPermitManagerChatIceMode === true),
    isSubscriber: store.data.subscribers.has(viewer),
  }
}

function moderator(viewer: string | undefined): string {
  const who = member(viewer)
  if (!meOf(who).canModerate)
    throw new Refusal('FORBIDDEN', 'Only the streamer and managers moderate this chat')
  return who
}

/** What the sender learns: the entry, or a refusal (with its wait). */
export type SendAnswer =
  | { ok: true; entry: ChatMessage }
  | { ok: false; code: string; message: string; retryAfterSeconds?: number }

/**
 * Sends a message with the reference server's rules, in its order: blocked, ice mode, ban words
 * (the sender gets a RESULT_FORBIDDEN_WORDS entry), links, slow mode; or the story's refusal.
 */
export function send(viewer: string | undefined, message: string): SendAnswer {
  const who = member(viewer)
  const me = meOf(who)
  const elevated = me.canModerate
  const refused = chatStore.scenario.refuse
  if (refused) return { ok: false, message: 'refused (story)', ...refused }
  if (me.chatBlocked)
    return { ok: false, code: 'CHT10004', message: 'You are blocked from this chat' }
  const info = chatStore.info
  const ice =
    info.isChatIce === true && !elevated && ((info.iceChatLevel ?? 1) > 1 || !me.isSubscriber)
  if (ice) return { ok: false, code: 'CHT10002', message: 'The chat is in ice mode' }
  if (
    findBanWord(
      message,
      chatStore.banWords.map((w) => w.word),
    ) !== undefined
  ) {
    tell('CHAT_MESSAGE', {
      type: 'RESULT_FORBIDDEN_WORDS',
      logIdentity: `log-${++chatStore.nextLog}`,
      channelId: BOARD,
      message,
    })
    return {
      ok: false,
      code: 'CHT10001',
      message: 'The message holds a word this channel does not allow',
    }
  }
  if (info.isPermitUrlChat === false && !elevated && containsLink(message)) {
    return { ok: false, code: 'CHT10005', message: 'Links are not permitted in this chat' }
  }
  const slow = info.slowModeSeconds ?? 0
  const last = chatStore.lastSent.get(who)
  if (!elevated && slow > 0 && last !== undefined && Date.now() - last < slow * 1000) {
    const retryAfterSeconds = Math.ceil((slow * 1000 - (Date.now() - last)) / 1000)
    return { ok: false, code: 'CHT10003', message: 'Slow mode', retryAfterSeconds }
  }
  chatStore.lastSent.set(who, Date.now())
  const sent = entry(who, message.trim())
  chatStore.entries.push(sent)
  tell('CHAT_MESSAGE', sent)
  return { ok: true, entry: sent }
}

/** The chat's REST side, as the handlers call it. */
export const chat = {
  getChatInfo: () => chatStore.info,
  getChatMe: (viewer: string | undefined) => meOf(member(viewer)),
  updateChatInfo(viewer: string | undefined, change: Partial<StreamerChatInfo>) {
    const who = moderator(viewer)
    const owner = who === BOARD
    if (
      !owner &&
      (change.isPermitManagerChatIceMode !== undefined || change.isPermitUrlChat !== undefined)
    ) {
      throw new Refusal('FORBIDDEN', 'Only the streamer changes these permissions')
    }
    if (
      (change.isChatIce !== undefined || change.iceChatLevel !== undefined) &&
      !meOf(who).canSwitchIce
    ) {
      throw new Refusal('FORBIDDEN', 'The streamer has not permitted managers to switch ice mode')
    }
    chatStore.info = streamerChatInfoSchema.parse({ ...chatStore.info, ...change })
    tell('CHAT_INFO', { channelId: BOARD, ...chatStore.info })
    return chatStore.info
  },
  listBanWords(viewer: string | undefined, query: { page?: number; limit?: number }) {
    moderator(viewer)
    const number = query.page ?? 1
    const limit = query.limit ?? BAN_WORD_PAGE_SIZE
    return {
      banWordList: page(chatStore.banWords, number, limit),
      totalCnt: chatStore.banWords.length,
      currentPage: number,
      limit,
    }
  },
  addBanWord(viewer: string | undefined, raw: string) {
    moderator(viewer)
    const word = raw.trim()
    if (chatStore.banWords.some((w) => w.word.toLowerCase() === word.toLowerCase())) {
      throw new Refusal('CONFLICT', 'This word is banned already')
    }
    const added = { banWordIdx: chatStore.nextBanWord++, word }
    chatStore.banWords.push(added)
    return added
  },
  removeBanWord(viewer: string | undefined, banWordIdx: number) {
    moderator(viewer)
    const before = chatStore.banWords.length
    chatStore.banWords = chatStore.banWords.filter((w) => w.banWordIdx !== banWordIdx)
    if (chatStore.banWords.length === before) throw new Refusal('NOT_FOUND', 'No such ban word')
    return {}
  },
  sendMessage(viewer: string | undefined, message: string) {
    const answer = send(viewer, message)
    if (!answer.ok) throw new Refusal(answer.code, answer.message)
    return answer.entry
  },
  listMessages: (viewer: string | undefined) => ({ messages: historyFor(viewer) }),
  deleteMessage(viewer: string | undefined, logIdentity: string) {
    moderator(viewer)
    chatStore.entries = chatStore.entries.filter((e) => e.logIdentity !== logIdentity)
    tell('CHAT_DELETE', { channelId: BOARD, logIdentity })
    return {}
  },
  blindMessage(viewer: string | undefined, logIdentity: string) {
    moderator(viewer)
    chatStore.entries = chatStore.entries.map((e) =>
      e.logIdentity === logIdentity ? { ...e, blinded: true } : e,
    )
    tell('CHAT_BLIND', { channelId: BOARD, logIdentity })
    return {}
  },
  reportMessage(viewer: string | undefined, logIdentity: string) {
    member(viewer)
    if (chatStore.reports.includes(logIdentity)) {
      throw new Refusal('CHA30049', 'You have already reported this')
    }
    chatStore.reports.push(logIdentity)
    return {}
  },
  chatAction(viewer: string | undefined, target: string, action: ChatAction, minutes?: number) {
    moderator(viewer)
    if (minutes !== undefined) {
      chatStore.blocks.set(target, action)
      chatStore.timeouts.set(target, Date.now() + minutes * 60_000)
      tell('CHAT_MESSAGE', {
        type: 'SYSTEM',
        systemKind: 'timeout',
        logIdentity: `system-${chatStore.nextLog++}`,
        channelId: BOARD,
        minutes,
        targetNickname: nicknameOf(target),
        createDate: new Date(clock).toISOString(),
      })
      return {}
    }
    if (target === BOARD) throw new Refusal('FORBIDDEN', 'Nobody moderates the streamer')
    const erase = () => {
      chatStore.entries = chatStore.entries.filter((e) => e.viewerInfo?.viewerId !== target)
      tell('CHAT_DELETE', { channelId: BOARD, viewerId: target })
    }
    if (action === CHAT_ACTION.delete) chatStore.blocks.delete(target)
    else if (action === CHAT_ACTION.erase) erase()
    else {
      chatStore.blocks.set(target, action)
      if (action === CHAT_ACTION.userBlock) erase()
    }
    return {}
  },
  listChatBlocks(viewer: string | undefined) {
    moderator(viewer)
    return {
      blockList: [...chatStore.blocks].map(([channelId, action]) => ({
        channelId,
        nickname: nicknameOf(channelId),
        action: action === CHAT_ACTION.userBlock ? CHAT_ACTION.userBlock : CHAT_ACTION.chatBlock,
        createDate: new Date(clock).toISOString(),
      })),
    }
  },
  setNicknameColor: () => ({}),
}
