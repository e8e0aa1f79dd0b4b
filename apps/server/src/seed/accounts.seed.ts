import { eq } from 'drizzle-orm'
import { channels, members } from '../db/schema'
import type { SeedContext } from './index'

const demo = [
  { email: 'streamer@airwave.test', channelId: 'airwave', nickname: 'Airwave' },
  ...[1, 2, 3, 4, 5].map((n) => ({
    email: `viewer${n}@airwave.test`,
    channelId: `viewer${n}`,
    nickname: `Viewer${n}`,
  })),
]

/** The streamer `airwave` and the viewers `viewer1` ... `viewer5`, each with a channel. */
export async function seedAccounts(context: SeedContext): Promise<void> {
  const { db } = context
  for (const account of demo) {
    const [member] = await db
      .insert(members)
      .values({ email: account.email, passwordHash: context.passwordHash, birthDate: '1995-05-05' })
      .returning({ id: members.id })
    if (!member) throw new Error(`Could not seed ${account.email}`)
    const [channel] = await db
      .insert(channels)
      .values({ handle: account.channelId, nickname: account.nickname, ownerId: member.id })
      .returning({ id: channels.id })
    if (!channel) throw new Error(`Could not seed channel ${account.channelId}`)
    await db.update(members).set({ activeChannelId: channel.id }).where(eq(members.id, member.id))
    context.accounts.set(account.channelId, {
      memberId: member.id,
      channelIdx: channel.id,
      channelId: account.channelId,
      email: account.email,
    })
  }
}
