import { describe, expect, it } from 'vitest'
import { CHAT_LEVEL, type ChatMessage } from '../contract/chat/chat.schemas'
import { groupParticipants, participantGroup } from './groupParticipants'

const { admin, streamer, manager, active, subscriber, gifter, official, partner } = CHAT_LEVEL

function said(viewerId: string, level: number, nickname = viewerId): ChatMessage {
  return {
    type: 'CHAT_MESSAGE',
    logIdentity: `${viewerId}-${level}-${nickname}`,
    channelId: 'airwave',
    viewerInfo: { viewerId, level, chatNickname: nickname },
  }
}

const ids = (list: { viewerId: string }[]) => list.map((p) => p.viewerId)

describe('groupParticipants', () => {
  it('groups by streamer, manager, subscriber, gifter and active', () => {
    const groups = groupParticipants([
      said('kim', streamer),
      said('lee', manager),
      said('mina', subscriber),
      said('joon', gifter),
      said('ari', active),
    ])
    expect(groups).toEqual({
      streamer: [{ viewerId: 'kim', nickname: 'kim', level: streamer }],
      manager: [{ viewerId: 'lee', nickname: 'lee', level: manager }],
      subscriber: [{ viewerId: 'mina', nickname: 'mina', level: subscriber }],
      gifter: [{ viewerId: 'joon', nickname: 'joon', level: gifter }],
      active: [{ viewerId: 'ari', nickname: 'ari', level: active }],
    })
  })

  it('puts a derived role in its highest group', () => {
    const groups = groupParticipants([
      said('kim', streamer | partner),
      said('sol', streamer | official),
      said('lee', manager | gifter),
      said('hana', manager | official),
      said('mina', subscriber | gifter),
    ])
    expect(ids(groups.streamer)).toEqual(['sol', 'kim'])
    expect(ids(groups.manager)).toEqual(['hana', 'lee'])
    expect(ids(groups.subscriber)).toEqual(['mina'])
    expect(groups.gifter).toEqual([])
  })

  it('folds partners and officials into active, gifters keeping their group', () => {
    const groups = groupParticipants([
      said('p', partner),
      said('o', official),
      said('pg', partner | gifter),
      said('og', official | gifter),
      said('plain', 0),
    ])
    expect(ids(groups.active)).toEqual(['plain', 'o', 'p'])
    expect(ids(groups.gifter)).toEqual(['og', 'pg'])
  })

  it('leaves admins out, whatever else they are', () => {
    const groups = groupParticipants([said('root', admin), said('boss', admin | streamer)])
    expect(Object.values(groups).flat()).toEqual([])
    expect(participantGroup(admin | manager)).toBeUndefined()
  })

  it('lists each viewer once, with their latest level and nickname, the latest first', () => {
    const groups = groupParticipants([
      said('mina', active, 'Mina'),
      said('ari', active),
      said('mina', subscriber, 'Mina2'),
      said('mina', subscriber, 'Mina3'),
    ])
    expect(groups.active).toEqual([{ viewerId: 'ari', nickname: 'ari', level: active }])
    expect(groups.subscriber).toEqual([{ viewerId: 'mina', nickname: 'Mina3', level: subscriber }])
  })

  it("reads the entry's own level bits too, and skips entries without a sender", () => {
    const entry: ChatMessage = {
      type: 'CHAT_MESSAGE',
      logIdentity: 'x',
      channelId: 'airwave',
      viewerInfo: { viewerId: 'lee', level: 0 },
      level: manager,
    }
    const system: ChatMessage = { type: 'MISSION', logIdentity: 'm', channelId: 'airwave' }
    const groups = groupParticipants([entry, system])
    expect(groups.manager).toEqual([{ viewerId: 'lee', level: manager }])
    expect(Object.values(groups).flat()).toHaveLength(1)
  })
})
