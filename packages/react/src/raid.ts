// @airwave/react/raid: raids and the live-end autoplay on a channel page (the screens over the
// player, from `@airwave/player/screens`, loaded when one first shows) and the streamer's raid
// panel. An entry of its own: a page without raids never loads their machines or words.

export {
  LiveScreens,
  type LiveScreensProps,
  ScreensView,
  type ScreensViewProps,
} from './raid/LiveScreens'
export { RaidPanel, type RaidPanelProps } from './raid/RaidPanel'
export { raidPanelStyles } from './raid/raidPanel.styles'
export { useRaidText } from './raid/raidText'
export { type LiveEndHandle, type UseLiveEndOptions, useLiveEnd } from './raid/useLiveEnd'
export { type RaidHandle, type UseRaidOptions, useRaid } from './raid/useRaid'
export { type RaidLauncherHandle, useRaidLauncher } from './raid/useRaidLauncher'
