import type { NicknameColor, NicknameStyle } from '@airwave/sdk/chat'

// Each named colour twice: dark enough on the light theme's surfaces, light enough on the dark
// theme's, every one at 4.5:1 or more against the chat's backgrounds (--aw-bg, --aw-surface,
// --aw-surface-2 of each theme; checked when the palette was made). Chosen values: the spec
// names 26 colours without their values.
const light: Record<NicknameColor, string> = {
  red: '#c62828',
  coral: '#c2410c',
  orange: '#b45309',
  amber: '#975a06',
  gold: '#8a6a00',
  yellow: '#7c6a00',
  lime: '#48730e',
  green: '#2e7d32',
  emerald: '#047857',
  mint: '#0f766e',
  teal: '#0e7490',
  cyan: '#0369a1',
  sky: '#0a66c2',
  blue: '#1d4ed8',
  navy: '#1e3a8a',
  indigo: '#4338ca',
  violet: '#6d28d9',
  purple: '#7e22ce',
  lavender: '#7c4dcc',
  fuchsia: '#a21caf',
  pink: '#be185d',
  rose: '#be123c',
  brown: '#8d4e26',
  beige: '#7d6548',
  silver: '#5f6670',
  gray: '#4b5563',
}
const dark: Record<NicknameColor, string> = {
  red: '#ff8a80',
  coral: '#ff9e7a',
  orange: '#ffb366',
  amber: '#fcc94a',
  gold: '#f5d061',
  yellow: '#f7e463',
  lime: '#b5e36a',
  green: '#7ed38a',
  emerald: '#5fd8a8',
  mint: '#7ee8d4',
  teal: '#5fd3dc',
  cyan: '#67d4f5',
  sky: '#7cc4ff',
  blue: '#8fb0ff',
  navy: '#a3b8f0',
  indigo: '#a5a8ff',
  violet: '#c0a6ff',
  purple: '#d49bff',
  lavender: '#cdb8f5',
  fuchsia: '#f59cf0',
  pink: '#ff9ccc',
  rose: '#ff95a8',
  brown: '#dba77f',
  beige: '#e0cfb1',
  silver: '#c8ced6',
  gray: '#aab1bc',
}
// The special styles: the text colour for `default`, the channel's own voices in bold.
const specialLight: Record<Exclude<NicknameStyle, 'default'>, string> = {
  streamer: '#5b3ee6',
  manager: '#1b7f3b',
  admin: '#c62828',
}
const specialDark: Record<Exclude<NicknameStyle, 'default'>, string> = {
  streamer: '#b3a6ff',
  manager: '#6fdc8c',
  admin: '#ff8a80',
}

const properties = (colours: Record<string, string>) =>
  Object.entries(colours)
    .map(([name, value]) => `--aw-nick-${name}:${value}`)
    .join(';')

/**
 * The nickname colours as custom properties per theme: `--aw-nick-{name}` on the kit root,
 * which a line's nickname reads (`color: var(--aw-nick-teal)`). A host restyles them by
 * overriding the properties on `.aw-root`.
 *
 * @example
 * <style>{airwaveStyles + chatStyles}</style> // chatStyles includes these
 */
export const nicknameColorStyles = `
:where(.aw-root){${properties({ ...light, ...specialLight })}}
:where(.aw-root[data-theme=dark]){${properties({ ...dark, ...specialDark })}}
`
