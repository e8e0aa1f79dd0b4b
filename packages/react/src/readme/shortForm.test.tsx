import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from './shortForm.fixture'

// jsdom gives modules an http: URL; vitest keeps Node's __dirname.
const fixture = join(__dirname, 'shortForm.fixture.tsx')
const readme = join(__dirname, '../../README.md')

afterEach(() => vi.unstubAllGlobals())

describe("the README's first example", () => {
  it('is the code this test runs, with the package names for the relative imports', () => {
    // The linter orders the fixture's imports by their relative paths: compare them as a set.
    const parts = (code: string) => {
      const lines = code.trim().split('\n')
      return {
        imports: lines.filter((line) => line.startsWith('import ')).sort(),
        body: lines.filter((line) => !line.startsWith('import ')).join('\n'),
      }
    }
    const code = readFileSync(fixture, 'utf8')
      .replace("from '../index'", "from '@airwave/react'")
      .replace("from '../community'", "from '@airwave/react/community'")
    const firstBlock = readFileSync(readme, 'utf8').match(/```tsx\n([\s\S]*?)```/)?.[1] ?? ''
    expect(parts(firstBlock)).toEqual(parts(code))
    expect(parts(code).imports).toHaveLength(2)
  })

  it('shows a channel board from the base URL alone, signed out', async () => {
    const urls: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const url = String(input)
      urls.push(url)
      if (url.includes('/v2/channel/post?')) {
        const post = {
          idx: 1,
          channelId: 'kim',
          content: 'Stream at 8!',
          likeCnt: 0,
          commentCnt: 0,
          createDate: '2025-01-01T00:00:00Z',
        }
        return Response.json({
          statusCode: 200,
          message: 'OK',
          data: { list: [post], page: 1, total: 1 },
        })
      }
      return Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 })
    })
    // The short form loads its client's module first (a suspended render): React retries it in
    // an awaited act().
    await act(async () => {
      render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
    })
    expect(await screen.findByText('Stream at 8!')).toBeTruthy()
    expect(urls.every((url) => url.startsWith('https://api.example.com/'))).toBe(true)
    // Signed out: the member's own channel is never asked for.
    expect(urls.some((url) => new URL(url).pathname === '/v2/channel/info')).toBe(false)
  })
})
