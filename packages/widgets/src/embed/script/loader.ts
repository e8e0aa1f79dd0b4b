// The script-tag loader, `/embed.js`: at most 5 kB (size-limit). It registers the two elements
// and nothing else runs until one is used; their code comes from the origin this script was
// loaded from, as module chunks named by content hash (the build writes their names here).
import { defineEmbedElements } from '../elements'

declare const __AIRWAVE_CHUNKS__: Record<'player' | 'community' | 'words', string>

const base = new URL(
  (document.currentScript as HTMLScriptElement | null)?.src ?? '/embed.js',
  location.href,
)
const chunk = (name: keyof typeof __AIRWAVE_CHUNKS__) =>
  import(/* @vite-ignore */ new URL(__AIRWAVE_CHUNKS__[name], base).href)

defineEmbedElements({
  origin: base.origin,
  load: {
    player: () => chunk('player'),
    community: () => chunk('community'),
    words: (locale) => chunk('words').then((words) => words.loadEmbedWords(locale)),
  },
})
