import {
  accountEndpoints,
  checkPassword,
  platformEndpoints,
  validateChannelId,
  validateNickname,
} from '@airwave/sdk/contract'
import { Refusal } from './backend'
import { memberRoute, route } from './route'

// The account calls as the reference server answers them: codes that prove an address
// (`123456` is always right), the password's three flags, channel names with the reserved and
// forbidden ones, sign-in with the demo password, the member's devices and channels, the
// withdrawal reasons, and the platform's status (in maintenance or not).

/** What an account story starts from (`parameters.account`). */
export interface AccountScenario {
  /** The platform is under maintenance: the status call answers 503. */
  maintenance?: boolean
  /** The member owns no channel yet. */
  noChannels?: boolean
  /** The member is signed in on this device only. */
  oneDevice?: boolean
}

export const RIGHT_CODE = '123456'
export const DEMO_PASSWORD = 'Airwave!2026'
/** Addresses with an account; `blocked@` and `channel-blocked@` are refused at sign-in. */
const registered = new Set([
  'viewer1@airwave.test',
  'locked@airwave.test',
  'blocked@airwave.test',
  'channel-blocked@airwave.test',
])
const takenIds = new Set(['airwave', 'viewer1', 'viewer2'])
const takenNicknames = new Set(['airwave', 'mina', 'joon'])
const RESERVED = new Set(['login', 'live', 'video', 'search', 'chat', 'dashboard'])

const tokensFor = (channelId: string) => ({
  accessToken: channelId,
  refreshToken: `${channelId}-refresh`,
  accessTokenExpiredDate: '2099-01-01T00:00:00.000Z',
  refreshTokenExpiredDate: '2099-01-01T00:00:00.000Z',
})

const state = {
  scenario: {} as AccountScenario,
  channels: [] as { channelId: string; nickname: string; active: boolean }[],
  devices: [] as { clientId: string; lastAccessDate: string }[],
}

/**
 * Starts the account backend over from the story's scenario.
 *
 * @example resetAccount({ maintenance: true })
 */
export function resetAccount(scenario: AccountScenario = {}): void {
  state.scenario = scenario
  state.channels = scenario.noChannels
    ? []
    : [
        { channelId: 'viewer1', nickname: 'Mina', active: true },
        { channelId: 'minaplays', nickname: 'Mina plays', active: false },
      ]
  state.devices = [
    { clientId: 'storybook', lastAccessDate: '2026-11-26T08:30:00.000Z' },
    ...(scenario.oneDevice
      ? []
      : [
          { clientId: 'ios-app', lastAccessDate: '2026-11-20T19:02:00.000Z' },
          { clientId: 'web-living-room-tv', lastAccessDate: '2026-10-02T21:15:00.000Z' },
        ]),
  ]
}

function checkNames(body: { channelId?: string | undefined; nickname?: string | undefined }) {
  if (body.channelId !== undefined) {
    if (!validateChannelId(body.channelId).valid) throw new Refusal('INVALID_REQUEST')
    if (RESERVED.has(body.channelId.toLowerCase())) throw new Refusal('CHA30000', 'Reserved id')
    if (takenIds.has(body.channelId.toLowerCase())) throw new Refusal('CHA30007', 'Taken id')
  }
  if (body.nickname !== undefined) {
    if (!validateNickname(body.nickname).valid) throw new Refusal('INVALID_REQUEST')
    if (/admin/i.test(body.nickname)) throw new Refusal('CHA30001', 'Forbidden word')
    if (takenNicknames.has(body.nickname.toLowerCase())) {
      throw new Refusal('CHA30008', 'Taken nickname')
    }
  }
}

const a = accountEndpoints

export const accountHandlers = [
  route('sendVerification', a.sendVerification, () => null),
  route('checkVerification', a.checkVerification, ({ body }) => {
    if (body.number !== RIGHT_CODE) throw new Refusal('VERIFICATION_FAILED', 'Wrong code')
    return { registered: registered.has(body.email.toLowerCase()) }
  }),
  route('checkPassword', a.checkPassword, ({ body }) => {
    const { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord } = checkPassword(
      body.password,
      body.email,
    )
    return { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord }
  }),
  route('checkChannel', a.checkChannel, ({ body }) => {
    checkNames(body)
    return null
  }),
  route('signUp', a.signUp, ({ body }) => {
    if (body.number !== RIGHT_CODE) throw new Refusal('VERIFICATION_FAILED', 'Wrong code')
    return tokensFor(body.email.split('@')[0] ?? 'newbie')
  }),
  route('signIn', a.signIn, ({ body }) => {
    const email = body.email.toLowerCase()
    // Guessed at from many addresses: passwords are refused, the owner's too.
    if (email.startsWith('locked@')) {
      throw new Refusal('RATE_LIMITED', 'Too many failed sign-ins: try again in 60 min')
    }
    if (!registered.has(email) || body.password !== DEMO_PASSWORD) {
      throw new Refusal('UNAUTHORIZED', 'The e-mail or password is not correct')
    }
    if (email.startsWith('blocked@')) throw new Refusal('MEM10029', 'This account is blocked')
    if (email.startsWith('channel-blocked@')) {
      throw new Refusal('MEM10058', 'This channel is blocked')
    }
    return tokensFor('viewer1')
  }),
  route('requestSignInLink', a.requestSignInLink, () => null),
  // The story's links: `1.…` signs in, any other was used or expired.
  route('signInWithLink', a.signInWithLink, ({ body }) => {
    if (!body.token.startsWith('1.')) {
      throw new Refusal('VERIFICATION_FAILED', 'This sign-in link is wrong, used or expired')
    }
    return tokensFor('viewer1')
  }),
  memberRoute('createChannel', a.createChannel, ({ body }) => {
    checkNames(body)
    state.channels.push({ channelId: body.channelId, nickname: body.nickname, active: false })
    return null
  }),
  route('resetPassword', a.resetPassword, ({ body }) => {
    if (body.verificationNumber !== RIGHT_CODE) throw new Refusal('VERIFICATION_FAILED')
    return null
  }),
  memberRoute('changePassword', a.changePassword, ({ body }) => {
    if (body.currentPassword !== DEMO_PASSWORD) {
      throw new Refusal('MEM10055', 'The current password is not correct')
    }
    if (body.changePassword === DEMO_PASSWORD) throw new Refusal('1005', 'Same password')
    return null
  }),
  memberRoute('listClients', a.listClients, () => state.devices),
  memberRoute('logoutClient', a.logoutClient, ({ query }) => {
    state.devices = state.devices.filter((device) => device.clientId !== query.clientId)
    return null
  }),
  route('listUnregisterReasons', a.listUnregisterReasons, () => [
    { code: '1', reason: 'I do not use the service often' },
    { code: '2', reason: 'I did not find the content I wanted' },
    { code: '3', reason: 'I have another account' },
    { code: '4', reason: 'Privacy concerns' },
    { code: '5', reason: 'Other' },
  ]),
  memberRoute('deleteAccount', a.deleteAccount, () => null),
  memberRoute('listMyChannels', a.listMyChannels, () => state.channels),
  memberRoute('switchChannel', a.switchChannel, ({ body }) => {
    const target = state.channels.find((channel) => channel.channelId === body.channelId)
    if (!target) throw new Refusal('CHA30006', 'You own no channel with this id')
    for (const channel of state.channels) channel.active = channel === target
    return tokensFor(target.channelId)
  }),
  memberRoute('deleteChannel', a.deleteChannel, ({ body }) => {
    const left = state.channels.filter((channel) => channel.channelId !== body.channelId)
    if (left.length === state.channels.length) throw new Refusal('CHA30006')
    state.channels = left
    const active = left[0]
    if (active && !left.some((channel) => channel.active)) active.active = true
    return tokensFor(active?.channelId ?? 'viewer1')
  }),
  route('getStatus', platformEndpoints.getStatus, () => {
    if (state.scenario.maintenance) throw new Refusal('MAINTENANCE', 'Database upgrade')
    return { status: 'ok' as const }
  }),
]
