// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommunityBoard } from '../../community/board/CommunityBoard'
import { AirwaveProvider } from './AirwaveProvider'

// A server: Node without a DOM, one synchronous render, as a partner's SSR does.
describe('the provider on the server', () => {
  it("renders the README's short form with renderToString, without suspending", () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <AirwaveProvider baseUrl="https://api.example.com">
        <CommunityBoard channelId="kim" />
      </AirwaveProvider>,
    )
    expect(html).toMatch(/^<div class="aw-root" data-theme="light" lang="en-US">/)
    // The session is still loading on the server, as on the browser's first render: the
    // board's skeleton, which hydration finds again.
    expect(html).toContain('aria-busy="true"')
  })
})
