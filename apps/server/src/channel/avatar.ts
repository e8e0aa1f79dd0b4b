import { createHash } from 'node:crypto'

// A channel's generated picture: its initial on a colour of its own, so demo channels (and
// cards) are told apart at a glance without any image file.

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/**
 * The URL of a channel's generated picture.
 *
 * @example generatedAvatarUrl('airwave') // '/media/avatar/airwave.svg'
 */
export function generatedAvatarUrl(handle: string): string {
  return `/media/avatar/${encodeURIComponent(handle.toLowerCase())}.svg`
}

/**
 * A square SVG with the nickname's first letter (and a final digit) on a colour derived from
 * the channel id.
 *
 * @example avatarSvg('viewer1', 'Viewer1') // '<svg …>V1</text></svg>'
 */
export function avatarSvg(handle: string, nickname: string): string {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const letters = Array.from(nickname.trim())
  // `Viewer1` and `Viewer2` differ by their number: it follows the initial.
  const last = letters.length > 1 ? letters[letters.length - 1] : undefined
  const initial = escapeXml(
    `${letters[0]?.toUpperCase() ?? '?'}${last && /\d/.test(last) ? last : ''}`,
  )
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 52%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 70%, 38%)"/>`,
    '</linearGradient></defs>',
    '<rect width="128" height="128" fill="url(#g)"/>',
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif"',
    ` font-size="${initial.length > 1 ? 52 : 64}" font-weight="600" fill="#fff">${initial}</text>`,
    '</svg>',
  ].join('')
}
