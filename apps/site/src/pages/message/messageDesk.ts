import type { MessageChannel } from '@airwave/react/message'
import { useSyncExternalStore } from 'react'

/** Whether the header's message panel is open, and on which channel's room. */
export interface MessageDesk {
  open: boolean
  /** The room to show: a channel page's "Message" asked for it. */
  channel: MessageChannel | undefined
}

// One desk for the page: the header's button and a channel page's "Message" both open the
// same panel, which lives in the header (outside the phone menu, so it shows with it closed).
let desk: MessageDesk = { open: false, channel: undefined }
const listeners = new Set<() => void>()
const set = (next: MessageDesk) => {
  desk = next
  for (const listener of listeners) listener()
}

/** Opens the panel, on the room with `channel` when given. */
export function openMessages(channel?: MessageChannel): void {
  set({ open: true, channel })
}

/** Closes the panel. */
export function closeMessages(): void {
  set({ open: false, channel: undefined })
}

/** Opens the panel on its list, or closes it. */
export function toggleMessages(): void {
  if (desk.open) closeMessages()
  else openMessages()
}

/** The desk, re-rendering on each change. */
export function useMessageDesk(): MessageDesk {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => desk,
    () => desk,
  )
}
