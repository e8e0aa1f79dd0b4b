// The demo emoticons, drawn as SVG on a 64 by 64 grid. Shapes only, except the two word
// badges: an <img> may not load web fonts, so text falls back to the system sans-serif.

const INK = '#3d2b1f'
const SKIN = '#ffcc4d'
const RIM = '#e8a317'
const BRAND = '#6c4df6'

const stroke = (d: string, colour = INK, width = 3.5) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

const face = (fill = SKIN, rim = RIM) =>
  `<circle cx="32" cy="32" r="28" fill="${fill}" stroke="${rim}" stroke-width="2"/>`

const dotEyes = (y = 27, r = 3.5) =>
  `<circle cx="23" cy="${y}" r="${r}" fill="${INK}"/><circle cx="41" cy="${y}" r="${r}" fill="${INK}"/>`

const smile = stroke('M20 38 Q32 50 44 38')

const HEART = 'M32 54 C8 38 6 22 16 14 C24 8 30 12 32 18 C34 12 40 8 48 14 C58 22 56 38 32 54 Z'

/** The heart shape scaled by `scale` around its middle and moved to (x, y). */
const heartAt = (x: number, y: number, scale: number, fill: string) =>
  `<path d="${HEART}" fill="${fill}" transform="translate(${x} ${y}) scale(${scale}) translate(-32 -32)"/>`

const BOLT = 'M36 4 L14 36 H30 L26 60 L50 26 H34 Z'

/** Points of a five-pointed star around (32, 34). */
function starPoints(outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    const x = 32 + radius * Math.cos(angle)
    const y = 34 + radius * Math.sin(angle)
    return `${x.toFixed(1)},${y.toFixed(1)}`
  }).join(' ')
}

const word = (text: string, size: number, fill = '#ffffff', y = 33) =>
  `<text x="32" y="${y}" fill="${fill}" font-family="system-ui, Arial, sans-serif" font-size="${size}" font-weight="800" text-anchor="middle" dominant-baseline="central">${text}</text>`

/** A subscriber emoticon of the demo channel: the channel's colour behind `content`. */
const brandBadge = (content: string) =>
  `<circle cx="32" cy="32" r="30" fill="${BRAND}"/>${stroke('M10 20 Q32 4 54 20', '#b9a8ff', 3)}${content}`

/**
 * The inner markup of every demo emoticon, by keyword. Keywords are letters and digits only
 * (community.md section 5), and one image namespace holds them all.
 */
export const emoticonArt = {
  wave:
    '<g fill="#ffcc4d" transform="rotate(-15 32 36)">' +
    '<rect x="18" y="28" width="28" height="28" rx="12"/>' +
    '<rect x="18" y="12" width="6.5" height="26" rx="3.25"/>' +
    '<rect x="25" y="7" width="6.5" height="30" rx="3.25"/>' +
    '<rect x="32" y="8" width="6.5" height="30" rx="3.25"/>' +
    '<rect x="39" y="13" width="6.5" height="26" rx="3.25"/>' +
    '<rect x="6" y="36" width="22" height="8" rx="4" transform="rotate(40 17 40)"/></g>' +
    stroke('M6 12 Q2 20 6 28', '#5dadec', 3) +
    stroke('M58 12 Q62 20 58 28', '#5dadec', 3),
  smile: face() + dotEyes() + smile,
  laugh:
    face() +
    stroke('M17 28 Q22 21 27 28') +
    stroke('M37 28 Q42 21 47 28') +
    `<path d="M18 36 H46 Q46 52 32 52 Q18 52 18 36 Z" fill="${INK}"/>` +
    '<path d="M24 47 Q32 42 40 47 Q37 51 32 51 Q27 51 24 47 Z" fill="#ff6b6b"/>',
  wink: `${face()}<circle cx="23" cy="27" r="3.5" fill="${INK}"/>${stroke('M36 27 H46')}${smile}`,
  love: face() + heartAt(23, 26, 0.28, '#ff4d6d') + heartAt(41, 26, 0.28, '#ff4d6d') + smile,
  cool:
    face() +
    '<path d="M13 23 H51 V27 H13 Z" fill="#1f1f1f"/>' +
    '<rect x="15" y="23" width="15" height="11" rx="4" fill="#1f1f1f"/>' +
    '<rect x="34" y="23" width="15" height="11" rx="4" fill="#1f1f1f"/>' +
    stroke('M23 43 Q34 49 43 40'),
  wow:
    face() +
    dotEyes(26, 4) +
    stroke('M17 17 Q23 13 28 16', INK, 3) +
    stroke('M36 16 Q41 13 47 17', INK, 3) +
    `<ellipse cx="32" cy="44" rx="6" ry="8" fill="${INK}"/>`,
  sad:
    face() +
    dotEyes() +
    stroke('M22 46 Q32 37 42 46') +
    '<path d="M45 31 Q50 40 45 43 Q40 40 45 31 Z" fill="#5dadec"/>',
  angry:
    face('#ff8a5b', '#e0603a') +
    stroke('M16 20 L28 26') +
    stroke('M48 20 L36 26') +
    dotEyes(31) +
    stroke('M22 46 Q32 39 42 46'),
  sleepy:
    face() +
    stroke('M17 29 Q22 34 27 29') +
    stroke('M37 29 Q42 34 47 29') +
    `<circle cx="32" cy="44" r="4" fill="${INK}"/>` +
    stroke('M44 5 H54 L44 15 H54', '#5b6ee1', 3),
  heart: `<path d="${HEART}" fill="#ff4d6d"/>${stroke('M18 22 Q20 16 26 16', '#ffb3c1', 3)}`,
  star: `<polygon points="${starPoints(28, 12)}" fill="#ffc83d" stroke="${RIM}" stroke-width="2" stroke-linejoin="round"/>`,
  fire:
    '<path d="M32 4 C36 16 50 22 50 38 C50 50 42 58 32 58 C22 58 14 50 14 38 C14 28 20 22 24 16 C26 24 30 26 32 26 C30 18 30 10 32 4 Z" fill="#ff7a1a"/>' +
    '<path d="M32 30 C36 38 42 40 42 47 C42 53 37 57 32 57 C27 57 22 53 22 47 C22 41 28 38 32 30 Z" fill="#ffd23f"/>',
  hype: `<path d="${BOLT}" fill="#ffd23f" stroke="${RIM}" stroke-width="2" stroke-linejoin="round"/>`,
  gg: `<rect x="4" y="14" width="56" height="36" rx="10" fill="#34c759"/>${word('GG', 24, '#ffffff', 32)}`,
  check: `<circle cx="32" cy="32" r="28" fill="#34c759"/>${stroke('M19 33 L28 42 L46 23', '#fff', 6)}`,
  airwaveHi: brandBadge(word('Hi', 26, '#ffffff', 36)),
  airwaveHype: brandBadge(
    `<path d="${BOLT}" fill="#ffd23f" transform="translate(32 36) scale(0.62) translate(-32 -32)"/>`,
  ),
  airwaveLove: brandBadge(heartAt(32, 37, 0.62, '#ff4d6d')),
} as const

export type EmoticonKeyword = keyof typeof emoticonArt

/**
 * A whole SVG document of one emoticon.
 *
 * @example
 * reply.type('image/svg+xml').send(emoticonSvg('wave'))
 */
export function emoticonSvg(keyword: EmoticonKeyword): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${emoticonArt[keyword]}</svg>`
}
