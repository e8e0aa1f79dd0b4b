import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_MISSING_MESSAGE } from './embedMissing'
import { registerEmbedScript } from './embedScript'

let app: FastifyInstance
let empty: string

beforeAll(async () => {
  empty = await mkdtemp(join(tmpdir(), 'airwave-no-embed-'))
  app = Fastify()
  registerEmbedScript(app, empty)
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await rm(empty, { recursive: true, force: true })
})

/** An embed element as the script sees it: attributes, text and inline style. */
function fakeBox() {
  const attributes = new Map<string, string>()
  return {
    attributes,
    textContent: '',
    style: { cssText: '' },
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  }
}

describe('/embed.js without an embed build', () => {
  it('answers a script (200: a browser runs none from a 404) that is never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/embed.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/javascript/)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('writes the message into every embed box on the page, visibly', async () => {
    const response = await app.inject({ method: 'GET', url: '/embed.js' })
    const boxes = [fakeBox(), fakeBox()]
    const selectors: string[] = []
    const document = {
      readyState: 'complete',
      documentElement: {},
      querySelectorAll: (selector: string) => {
        selectors.push(selector)
        return boxes
      },
      addEventListener: () => {},
    }
    runInNewContext(response.body, { document })
    expect(selectors[0]).toBe('airwave-player, airwave-community')
    for (const box of boxes) {
      expect(box.textContent).toBe(EMBED_MISSING_MESSAGE)
      expect(box.attributes.get('role')).toBe('alert')
      expect(box.attributes.get('data-state')).toBe('unbuilt')
      expect(box.style.cssText).toContain('display:flex')
    }
  })

  it('shows the message in the boxes parsed after an async script ran', async () => {
    const response = await app.inject({ method: 'GET', url: '/embed.js' })
    const boxes: ReturnType<typeof fakeBox>[] = []
    let parsed: (() => void) | undefined
    const document = {
      readyState: 'loading',
      documentElement: {},
      querySelectorAll: () => boxes,
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') parsed = listener
      },
    }
    runInNewContext(response.body, { document })
    boxes.push(fakeBox())
    parsed?.()
    expect(boxes[0]?.textContent).toBe(EMBED_MISSING_MESSAGE)
  })
})
