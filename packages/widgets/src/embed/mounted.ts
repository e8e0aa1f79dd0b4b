import type { EmbedCommand } from '@airwave/sdk/embed'

/** What a mounted player or board answers (the chunks' side). */
export interface Mounted {
  command?(command: EmbedCommand): void
  destroy(): void
}
