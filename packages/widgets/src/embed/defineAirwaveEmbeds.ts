import { embedCatalogue } from '@airwave/sdk/i18n'
import { defineEmbedElements } from './elements'

export interface AirwaveEmbedsOptions {
  /** The platform's origin (`https://airwave.example`): its API, media, socket and iframe pages. */
  origin: string
}

/**
 * Registers `<airwave-player channel="…">` (or `vod="…"`) and `<airwave-community channel="…">`
 * for a bundled app, as `/embed.js` does for a plain page: a poster first, the player's and the
 * board's code loaded by your bundler's `import()` when one is used. Calling it again is
 * harmless.
 *
 * @example
 * defineAirwaveEmbeds({ origin: 'https://airwave.example' })
 * document.body.innerHTML = '<airwave-player channel="airwave"></airwave-player>'
 */
export function defineAirwaveEmbeds(options: AirwaveEmbedsOptions): void {
  defineEmbedElements({
    origin: options.origin.replace(/\/+$/, ''),
    load: {
      player: () => import('./player/mountEmbedPlayer'),
      community: () => import('./community/mountEmbedCommunity'),
      words: (locale) => embedCatalogue.load(locale),
    },
  })
}
