import { chatNicknameColor, type NicknameColor, type NicknameStyle } from '@airwave/sdk/chat'

// The chat nickname colours over a stream's picture: light tints, readable with the overlay's
// text shadow over dark and bright scenes alike (chosen values; the spec names the colours).
const PALETTE: Record<NicknameColor | NicknameStyle, string> = {
  red: '#ff8a80',
  coral: '#ffab91',
  orange: '#ffb74d',
  amber: '#ffd54f',
  gold: '#ffe082',
  yellow: '#fff176',
  lime: '#d4e157',
  green: '#81c784',
  emerald: '#69f0ae',
  mint: '#a7ffeb',
  teal: '#4dd0e1',
  cyan: '#80deea',
  sky: '#81d4fa',
  blue: '#90caf9',
  navy: '#9fa8da',
  indigo: '#b39ddb',
  violet: '#ce93d8',
  purple: '#e1bee7',
  lavender: '#d1c4e9',
  fuchsia: '#f48fb1',
  pink: '#f8bbd0',
  rose: '#ff80ab',
  brown: '#bcaaa4',
  gray: '#cfd8dc',
  silver: '#eceff1',
  beige: '#f5deb3',
  streamer: '#ffca28',
  manager: '#69f0ae',
  admin: '#ff5252',
  default: '#e0e0e0',
}

/**
 * The overlay's colour of a chat entry's nickname colour name.
 *
 * @example overlayNicknameColor(entry.nicknameColor) // '#4dd0e1'
 */
export const overlayNicknameColor = (name: string | undefined) => PALETTE[chatNicknameColor(name)]
