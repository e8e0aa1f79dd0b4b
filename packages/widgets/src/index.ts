// @airwave/widgets: the embed's TypeScript API for host pages (`embed()`, typed events); the
// elements themselves are in `@airwave/widgets/embed`, the script-tag loader is
// `@airwave/widgets/embed.js` (what the platform serves at `/embed.js`).
export type {
  EmbedCommand,
  EmbedCommandName,
  EmbedEventMap,
  EmbedEventName,
} from '@airwave/sdk/embed'
export { type AirwaveEmbed, type EmbedOptions, embed } from './host/embed'
