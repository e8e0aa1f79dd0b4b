import {
  createRecentEmoticonStore,
  type RecentEmoticon,
  type RecentEmoticonStore,
} from '@airwave/sdk/emoticon'
import { useSyncExternalStore } from 'react'

let shared: RecentEmoticonStore | undefined

// One list per page, made on first use (never at import) and kept in localStorage when the
// browser allows it; reading `localStorage` can itself throw in privacy modes.
function sharedStore(): RecentEmoticonStore {
  if (!shared) {
    let storage: Storage | undefined
    try {
      storage = globalThis.localStorage
    } catch {
      storage = undefined
    }
    shared = createRecentEmoticonStore({ storage })
  }
  return shared
}

const none: readonly RecentEmoticon[] = []

/** The member's kept recent emoticons (the SDK's limits, 30 days) and a way to add one. */
export function useRecentEmoticons(): {
  recent: readonly RecentEmoticon[]
  remember: RecentEmoticonStore['remember']
} {
  const store = sharedStore()
  const recent = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none)
  return { recent, remember: store.remember }
}
