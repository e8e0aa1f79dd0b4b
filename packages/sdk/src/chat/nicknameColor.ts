import {
  NICKNAME_COLORS,
  NICKNAME_STYLES,
  type NicknameColor,
  type NicknameStyle,
} from '../contract/chat/chat.schemas'

const known = new Set<string>([...NICKNAME_COLORS, ...NICKNAME_STYLES])

/**
 * How an entry's nickname is coloured: one of the 26 named colours or a special style
 * (`default`, `streamer`, `manager`, `admin`). A value the kit does not know (a colour added
 * on the server after this release) falls back to `default`, never to the raw string, so a
 * renderer can map every answer to a style it ships.
 *
 * @example
 * chatNicknameColor(entry.nicknameColor) // 'teal'
 * chatNicknameColor('chartreuse') // 'default'
 */
export function chatNicknameColor(value: string | undefined): NicknameColor | NicknameStyle {
  return value !== undefined && known.has(value)
    ? (value as NicknameColor | NicknameStyle)
    : 'default'
}

/**
 * Whether a chat shows the member's role colour rather than the colour they picked: the
 * streamer's, a manager's and an admin's styles win there (the server decides, and `getChatMe`
 * answers the colour shown).
 *
 * @example if (roleColorShown(me.nicknameColor)) note('Your role colour is shown here')
 */
export function roleColorShown(shown: string | undefined): boolean {
  const color = chatNicknameColor(shown)
  return color === 'streamer' || color === 'manager' || color === 'admin'
}
