import * as contract from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// Every call of the contract, with every string it takes replaced by one that no call may
// carry: each answer must be a 4xx with a code, never a 500. The check lives in the contract
// (`endpoint()` adds it to every query and body), so a new endpoint is covered on the day it
// is written, and this walk proves it for all of them.

type Definition = contract.EndpointDefinition

const definitions: Definition[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object')
  .flatMap(([, group]) => Object.values(group as Record<string, Definition>))

/**
 * `url` is the value's form in a path or query. A lone surrogate has none (percent-encoding is
 * UTF-8, and the server decodes invalid bytes to U+FFFD, which is fine text), and a URL over
 * 16 KB is refused by Node with 431 before any route: those two are sent in JSON bodies only.
 */
const badValues: { name: string; text: string; url?: string }[] = [
  { name: 'NUL', text: 'air\u0000wave', url: 'air%00wave' },
  { name: 'lone surrogate', text: 'air\uD800wave' },
  { name: 'over-long', text: 'x'.repeat(contract.MAX_STRING_UNITS + 1) },
]

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: object } } })?._zod?.def?.shape
  return shape ? Object.keys(shape) : []
}

/** Calls with somewhere to put a string: a path parameter, a query key or a JSON body key. */
const takesText = (definition: Definition) =>
  definition.path.includes('{') ||
  shapeKeys(definition.query).length > 0 ||
  (definition.body !== 'multipart' && shapeKeys(definition.body).length > 0)

let server: RunningServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await addMember(server, 'walker')).token
})
afterAll(() => server.stop())

describe('strings no call may carry', () => {
  it('covers every endpoint of the contract', () => {
    expect(definitions.length).toBeGreaterThan(100)
    expect(definitions.filter(takesText).length).toBeGreaterThan(80)
  })

  for (const bad of badValues) {
    it(`answer a 4xx with a code on every endpoint: ${bad.name}`, async () => {
      const failures: string[] = []
      for (const definition of definitions.filter(takesText)) {
        const hasBody = definition.body !== 'multipart' && shapeKeys(definition.body).length > 0
        if (!bad.url && !hasBody) continue
        const inUrl = bad.url ?? 'airwave'
        const path = definition.path.replace(/\{[^}]+\}/g, inUrl)
        const query = shapeKeys(definition.query)
          .map((key) => `${key}=${inUrl}`)
          .join('&')
        const body = hasBody
          ? JSON.stringify(Object.fromEntries(shapeKeys(definition.body).map((k) => [k, bad.text])))
          : undefined
        const response = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, {
          method: definition.method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body,
        })
        const answer = (await response.json().catch(() => ({}))) as { code?: unknown }
        const ok =
          response.status >= 400 && response.status < 500 && typeof answer.code === 'string'
        if (!ok) failures.push(`${definition.method} ${definition.path}: ${response.status}`)
      }
      expect(failures).toEqual([])
    })
  }
})
