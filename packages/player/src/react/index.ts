export type { PlayerEvent, PlayerEvents } from '../events'
export type { Player as PlayerInstance, PlayerOptions, PlayerState } from '../player'
export { Player, type PlayerProps } from './Player'
