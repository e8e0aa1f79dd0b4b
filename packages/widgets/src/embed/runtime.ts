import type { EmbedMessages } from '@airwave/sdk/i18n'
import type { mountEmbedCommunity } from './community/mountEmbedCommunity'
import type { mountEmbedPlayer } from './player/mountEmbedPlayer'

/**
 * What the elements need from where they run: the platform's origin (its API, media, socket
 * and iframe pages) and how the code they load on use arrives. The script-tag loader imports
 * its hashed chunks from that origin; a bundler's build uses its own `import()`.
 */
export interface EmbedRuntime {
  /** `https://airwave.example`: no trailing slash. */
  origin: string
  load: {
    player(): Promise<{ mountEmbedPlayer: typeof mountEmbedPlayer }>
    community(): Promise<{ mountEmbedCommunity: typeof mountEmbedCommunity }>
    /** Another language's words (English is in the elements already). */
    words(locale: string): Promise<EmbedMessages>
  }
}
