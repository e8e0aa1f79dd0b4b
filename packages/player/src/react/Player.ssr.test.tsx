import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Player } from './Player'

describe('<Player> on the server', () => {
  it('renders the video in its box, without controls or touching window', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(<Player src="https://cdn.example.com/live.m3u8" live muted />)
    expect(html).toMatch(/^<div class="aw-player"><video[^>]*playsInline[^>]*><\/video><\/div>$/i)
    expect(html).not.toContain('live.m3u8')
  })
})
