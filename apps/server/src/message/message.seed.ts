import type { SeedContext } from '../seed'
import { storeMessage } from './messageSend'

/** The demo conversations: [from, to, text], in order. */
const conversation: [string, string, string][] = [
  // viewer2 follows viewer1: a normal room at once.
  ['viewer1', 'viewer2', 'Hey! Are you watching the airwave stream tonight?'],
  ['viewer2', 'viewer1', 'Wouldn’t miss it. The speedrun starts at nine.'],
  ['viewer1', 'viewer2', 'See you in the chat then 👋'],
  // viewer1 does not follow viewer4: a request, accepted by viewer1's reply.
  ['viewer4', 'viewer1', 'Hi, I loved your clip of the last raid!'],
  ['viewer1', 'viewer4', 'Thank you, glad you liked it.'],
  // viewer3 does not follow viewer2: a request waiting for viewer3's answer.
  ['viewer2', 'viewer3', 'Hello! Want to team up for the community event?'],
]

/**
 * Demo direct messages, written with the send's own store: viewer1 ↔ viewer2 normal, viewer4 →
 * viewer1 accepted by a reply, viewer2 → viewer3 a pending request (viewer3's unread badge).
 */
export async function seedMessages(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  for (const [from, to, text] of conversation) {
    const sender = accounts.get(from)
    if (!sender || !accounts.has(to)) throw new Error('The message seed needs the demo accounts')
    await storeMessage(
      db,
      { idx: sender.channelIdx },
      { receiverChannelId: to, messageContent: text },
    )
  }
}
