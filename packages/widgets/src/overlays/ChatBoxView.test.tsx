import type { ChatMessage } from '@airwave/sdk/chat'
import { chatBoxSettingsSchema } from '@airwave/sdk/widget'
import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { ChatBoxView } from './ChatBoxView'

// The chat box shows the room's cheers with the chat: who sent how many gems, and their message.

const entry = (over: Partial<ChatMessage>): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity: `l-${Math.random()}`,
  channelId: 'airwave',
  viewerInfo: { viewerId: 'mina', level: 64, chatNickname: 'Mina' },
  level: 64,
  nicknameColor: 'teal',
  message: 'hello',
  ...over,
})

describe('ChatBoxView', () => {
  it('shows a cheer with its gems and message, a cheer without a message, never a blinded one', () => {
    const entries = [
      entry({ logIdentity: 'chat', message: 'hi all' }),
      entry({ logIdentity: 'gems', type: 'GEMS', gem: 500, message: 'gg <b>wp</b>' }),
      entry({ logIdentity: 'bare', type: 'GEMS', gem: 1, message: '' }),
      entry({ logIdentity: 'hidden', type: 'GEMS', gem: 9, blinded: true }),
    ]
    const { container } = render(
      <StrictMode>
        <ChatBoxView entries={entries} settings={chatBoxSettingsSchema.parse({})} />
      </StrictMode>,
    )
    const lines = [...container.querySelectorAll('.aw-chatline')]
    expect(lines.map((line) => line.getAttribute('data-type'))).toEqual([
      'CHAT_MESSAGE',
      'GEMS',
      'GEMS',
    ])
    expect(lines[1]?.querySelector('.aw-chatline-gems')?.textContent).toBe('Mina sent 500 gems!')
    expect(lines[1]?.textContent).toContain('gg <b>wp</b>')
    expect(lines[1]?.querySelector('b')).toBeNull()
    expect(lines[2]?.textContent).toContain('Mina sent 1 gem!')
  })

  it('shows a subscription with its months and a gift with its count', () => {
    const entries = [
      entry({ logIdentity: 'sub', type: 'SUBSCRIBE', subscribeMonth: 3, message: '' }),
      entry({ logIdentity: 'gift', type: 'GIFT_SUB', giftCount: 5, message: '' }),
      entry({ logIdentity: 'bare', type: 'SUBSCRIBE', message: '' }),
    ]
    const { container } = render(
      <StrictMode>
        <ChatBoxView entries={entries} settings={chatBoxSettingsSchema.parse({})} />
      </StrictMode>,
    )
    const lines = [...container.querySelectorAll('.aw-chatline')]
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Mina subscribed for 3 months!'),
      expect.stringContaining('Mina gifted 5 subscriptions!'),
    ])
  })
})
