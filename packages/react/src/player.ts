// @airwave/react/player: a channel's live in the player, its status from the SDK's live state
// (the page's socket), with nothing to wire. An entry of its own: it needs `@airwave/player`,
// an optional peer dependency, which the other entries do not.

export { LivePlayer, type LivePlayerProps } from './player/LivePlayer'
