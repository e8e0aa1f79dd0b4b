import { expect, it } from 'vitest'
import { accountEndpoints } from '../contract/account/account.endpoints'
import { channelEndpoints } from '../contract/channel/channel.endpoints'
import { embedEndpoints } from '../contract/embed/embed.endpoints'
import { liveEndpoints } from '../contract/live/live.endpoints'
import { embedMayCall } from './embedScope'

it('lets an embed watch, chat, like and follow, and nothing of the account or the channel’s own settings', () => {
  // Reads anyone may make, and the embed's own actions.
  expect(embedMayCall(liveEndpoints.getStreamInfo)).toBe(true)
  expect(embedMayCall(liveEndpoints.like)).toBe(true)
  expect(embedMayCall(channelEndpoints.follow)).toBe(true)
  expect(embedMayCall(embedEndpoints.claimLogin)).toBe(true)
  expect(embedMayCall(accountEndpoints.refreshTokens)).toBe(true)
  // The account, the session switch, the channel's settings, the popup's own question.
  expect(embedMayCall(accountEndpoints.switchChannel)).toBe(false)
  expect(embedMayCall(accountEndpoints.deleteAccount)).toBe(false)
  expect(embedMayCall(accountEndpoints.changePassword)).toBe(false)
  expect(embedMayCall(accountEndpoints.listClients)).toBe(false)
  expect(embedMayCall(liveEndpoints.updateStreamInfo)).toBe(false)
  expect(embedMayCall(embedEndpoints.updateSettings)).toBe(false)
  expect(embedMayCall(embedEndpoints.answerLogin)).toBe(false)
  expect(embedMayCall(embedEndpoints.pendingLogin)).toBe(false)
})
