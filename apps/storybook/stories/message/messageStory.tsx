import { MessageBadge, MessagePanel, type MessageRoomTarget } from '@airwave/react/message'
import { catalogueText, messageCatalogue } from '@airwave/sdk/i18n'
import { useState } from 'react'

/** The message words of the story's locale (its loader loaded them). */
export const messageWords = (locale: unknown) => catalogueText(messageCatalogue, String(locale))

/** Loads the message words of the toolbar's locale before the story renders. */
export const loadMessageWords = async ({ globals }: { globals: Record<string, unknown> }) => {
  await messageCatalogue.load(String(globals.locale))
  return {}
}

/**
 * A header with the messages button and its panel, open at first, as the site shows them.
 */
export function MessagesDemo({ view }: { view?: 'rooms' | 'search' | MessageRoomTarget }) {
  const [open, setOpen] = useState(true)
  return (
    <div style={{ minHeight: 680 }}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          height: 56,
          padding: '0 16px',
          borderBottom: '1px solid var(--aw-border)',
        }}
      >
        <MessageBadge expanded={open} controls="story-messages" onClick={() => setOpen(!open)} />
      </div>
      <MessagePanel
        id="story-messages"
        open={open}
        onClose={() => setOpen(false)}
        viewerChannelId="viewer1"
        {...(view ? { defaultView: view } : {})}
      />
    </div>
  )
}
