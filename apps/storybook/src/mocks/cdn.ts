import { HttpResponse, http } from 'msw'

/** The origin of the fixtures' pictures and emoticons; MSW draws them. */
export const CDN_ORIGIN = 'https://cdn.airwave.test'

const svg = (width: number, height: number, body: string) =>
  HttpResponse.text(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
    { headers: { 'content-type': 'image/svg+xml' } },
  )

// Text put into SVG markup: the fixtures' own labels, escaped all the same.
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The fake CDN: `/picture/{hue}/{label}.svg` is a 640x360 card with the label,
 * `/glyph/{text}.svg` a 64x64 emoticon drawn from an emoji.
 */
export const cdnHandlers = [
  http.get(`${CDN_ORIGIN}/picture/:hue/:label`, ({ params }) => {
    const label = escapeXml(decodeURIComponent(String(params.label)).replace(/\.svg$/, ''))
    return svg(
      640,
      360,
      `<rect width="640" height="360" fill="hsl(${Number(params.hue)} 60% 45%)"/><text x="320" y="190" font-size="48" text-anchor="middle" fill="white">${label}</text>`,
    )
  }),
  http.get(`${CDN_ORIGIN}/glyph/:text`, ({ params }) => {
    const text = escapeXml(decodeURIComponent(String(params.text)).replace(/\.svg$/, ''))
    return svg(64, 64, `<text x="32" y="46" font-size="40" text-anchor="middle">${text}</text>`)
  }),
]
