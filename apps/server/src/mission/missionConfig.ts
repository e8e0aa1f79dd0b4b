import {
  ITEM_ERRORS,
  MISSION_DEFAULT_MINIMUM_GEM,
  MISSION_ERRORS,
  type MissionConfig,
  type MissionConfigInput,
  type MissionProposer,
} from '@airwave/sdk/contract'
import { eq, sql } from 'drizzle-orm'
import { targetChannel } from '../channel/channelRelations'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channelBlocks, channelFollows, channels, chatBlocks, missionSettings } from '../db/schema'
import type { Tx } from '../db/transaction'
import { type AuthChannel, type AuthMember, requireChannel } from '../http/auth'
import { forbidden, type HttpError, notFound } from '../http/httpError'
import { subscribesSql } from '../subscription/activeSubscription'

// A channel's mission settings (one row, made by the agreement or the first save) and who may
// propose there. The agreement is the spec's server flag: set once, never undone; `enabled` is
// the streamer's switch. Missions are taken while both hold.

export type MissionSettingsRow = typeof missionSettings.$inferSelect

/** A channel as the missions see it. */
export interface MissionChannel {
  idx: number
  handle: string
  nickname: string
  ownerId: number
}

type ChannelRow = Awaited<ReturnType<typeof targetChannel>>

function toMissionChannel(channel: ChannelRow | undefined): MissionChannel {
  if (!channel) throw notFound('No channel has this id', 'CHA30023')
  if (channel.deletedAt) throw notFound('This channel was deleted', 'CHA30071')
  if (channel.suspended) throw forbidden('This channel is suspended', 'CHA30068')
  return {
    idx: channel.id,
    handle: channel.handle,
    nickname: channel.nickname,
    ownerId: channel.ownerId,
  }
}

/**
 * A live, not suspended channel by its public id (404 CHA30023, CHA30071; 403 CHA30068).
 *
 * @example const channel = await missionChannel(db, 'airwave')
 */
export async function missionChannel(db: Db, handle: string): Promise<MissionChannel> {
  return toMissionChannel(await targetChannel(db, handle))
}

/**
 * A mission's channel by its key, refused as `missionChannel` refuses.
 *
 * @example const channel = await missionChannelOf(db, mission.channelId)
 */
export async function missionChannelOf(db: Db | Tx, channelIdx: number): Promise<MissionChannel> {
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelIdx))
  return toMissionChannel(channel)
}

/** A channel's settings row, or undefined (never agreed, never saved). */
export async function settingsRow(
  db: Db | Tx,
  channelIdx: number,
): Promise<MissionSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(missionSettings)
    .where(eq(missionSettings.channelId, channelIdx))
  return row
}

/** The channel's minimum pledge (the default for a channel that set none). */
export const minimumOf = (row: MissionSettingsRow | undefined) =>
  row?.minimumGem ?? MISSION_DEFAULT_MINIMUM_GEM

/** Whether the channel takes missions now: agreed and switched on. */
const takesMissions = (row: MissionSettingsRow | undefined) => Boolean(row?.agreedAt && row.enabled)

const refusals = {
  CHANNEL_REQUIRED: () => forbidden('Create a channel first', 'CHANNEL_REQUIRED'),
  CHA30017: () => forbidden('You cannot propose a mission to your own channel', 'CHA30017'),
  [MISSION_ERRORS.notTaken]: () =>
    forbidden('This channel takes no challenge missions now', MISSION_ERRORS.notTaken),
  [ITEM_ERRORS.blocked]: () => forbidden('This channel blocked you', ITEM_ERRORS.blocked),
  [MISSION_ERRORS.notAllowed]: () =>
    forbidden('This channel takes missions from some members only', MISSION_ERRORS.notAllowed),
} satisfies Record<string, () => HttpError>

type RefusalCode = keyof typeof refusals

const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`

/**
 * Why `member` may not propose a mission to `channel`, or undefined when they may. In order:
 * no channel of theirs (CHANNEL_REQUIRED), one of their own channels (CHA30017), missions not
 * taken (MIS1000), blocked by the channel or its chat (ITE10005), the proposer rule: followers
 * or subscribers (an active subscription) only (MIS1001).
 *
 * @example const code = await proposeRefusal(db, channel, settings, member)
 */
async function proposeRefusal(
  db: Db | Tx,
  channel: MissionChannel,
  settings: MissionSettingsRow | undefined,
  member: AuthMember,
): Promise<RefusalCode | undefined> {
  const me = member.channel
  if (!me) return 'CHANNEL_REQUIRED'
  if (channel.ownerId === member.id) return 'CHA30017'
  if (!takesMissions(settings)) return MISSION_ERRORS.notTaken
  const proposer = (settings?.proposer ?? 'everyone') as MissionProposer
  const [row] = await db
    .select({
      blocked: exists(
        sql`select 1 from ${channelBlocks} where ${channelBlocks.memberId} = ${channel.ownerId} and ${channelBlocks.channelId} = ${me.idx}`,
      ),
      chatBlocked: exists(
        sql`select 1 from ${chatBlocks} where ${chatBlocks.channelId} = ${channel.idx} and ${chatBlocks.targetMemberId} = ${member.id}`,
      ),
      follows: exists(
        sql`select 1 from ${channelFollows} where ${channelFollows.channelId} = ${channel.idx} and ${channelFollows.memberId} = ${member.id}`,
      ),
      subscribes: subscribesSql(channel.idx, me.idx, now()),
    })
    .from(sql`(select 1) as one`)
  if (row?.blocked || row?.chatBlocked) return ITEM_ERRORS.blocked
  if (proposer === 'followers' && !row?.follows) return MISSION_ERRORS.notAllowed
  if (proposer === 'subscribers' && !row?.subscribes) return MISSION_ERRORS.notAllowed
  return undefined
}

/**
 * Refuses a proposal as `proposeRefusal` says (each a 403 with its code).
 *
 * @example await checkProposer(db, channel, settings, member)
 */
export async function checkProposer(
  db: Db | Tx,
  channel: MissionChannel,
  settings: MissionSettingsRow | undefined,
  member: AuthMember,
): Promise<void> {
  const code = await proposeRefusal(db, channel, settings, member)
  if (code) throw refusals[code]()
}

/** The contract's config of a channel, with the reader's `canPropose` when signed in. */
function toConfig(
  channel: { handle: string },
  row: MissionSettingsRow | undefined,
  refusal?: { code: string | undefined },
): MissionConfig {
  return {
    channelId: channel.handle,
    isAgreed: Boolean(row?.agreedAt),
    isEnabled: Boolean(row?.enabled),
    minimumGem: minimumOf(row),
    proposer: (row?.proposer ?? 'everyone') as MissionProposer,
    ...(refusal
      ? {
          canPropose: refusal.code === undefined,
          ...(refusal.code ? { refusal: refusal.code } : {}),
        }
      : {}),
  }
}

/**
 * A channel's mission settings, public; a signed-in reader also learns whether they may
 * propose there (`canPropose`, and the refusal's code when not).
 *
 * @example await missionConfigOf(db, 'airwave', member)
 */
export async function missionConfigOf(
  db: Db,
  handle: string,
  member: AuthMember | undefined,
): Promise<MissionConfig> {
  const channel = await missionChannel(db, handle)
  const row = await settingsRow(db, channel.idx)
  if (!member) return toConfig(channel, row)
  return toConfig(channel, row, { code: await proposeRefusal(db, channel, row, member) })
}

/**
 * Saves the settings of the member's active channel (agreed or not: missions are taken only
 * once it agreed too).
 *
 * @example await saveMissionConfig(db, member, { isEnabled: true, minimumGem: 100, proposer: 'everyone' })
 */
export async function saveMissionConfig(
  db: Db,
  member: AuthMember,
  input: MissionConfigInput,
): Promise<MissionConfig> {
  const me: AuthChannel = requireChannel(member)
  const values = {
    enabled: input.isEnabled,
    minimumGem: input.minimumGem,
    proposer: input.proposer,
    updatedAt: now(),
  }
  const [row] = await db
    .insert(missionSettings)
    .values({ channelId: me.idx, ...values })
    .onConflictDoUpdate({ target: missionSettings.channelId, set: values })
    .returning()
  return toConfig({ handle: me.channelId }, row)
}

/**
 * The streamer agrees to challenge missions for their active channel, once: the first
 * agreement also switches missions on (a streamer who agrees means to take them; the settings
 * switch them off again). Agreeing again changes nothing.
 *
 * @example await agreeToMissions(db, member)
 */
export async function agreeToMissions(db: Db, member: AuthMember): Promise<MissionConfig> {
  const me = requireChannel(member)
  const at = now()
  await db
    .insert(missionSettings)
    .values({ channelId: me.idx, agreedAt: at, enabled: true, updatedAt: at })
    .onConflictDoUpdate({
      target: missionSettings.channelId,
      set: { agreedAt: at, enabled: true, updatedAt: at },
      setWhere: sql`${missionSettings.agreedAt} is null`,
    })
  return toConfig({ handle: me.channelId }, await settingsRow(db, me.idx))
}
