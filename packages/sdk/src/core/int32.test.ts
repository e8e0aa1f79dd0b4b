import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import * as contract from '../contract'
import { INT32_MAX, INT32_MIN, int32, isInt32, seconds } from './int32'

describe('int32', () => {
  it('takes whole numbers within int32 and its own bounds', () => {
    expect(isInt32(0)).toBe(true)
    expect(isInt32(INT32_MAX)).toBe(true)
    expect(isInt32(INT32_MIN)).toBe(true)
    expect(z.parse(int32(1), 12)).toBe(12)
    expect(z.safeParse(int32(1), 0).success).toBe(false)
    expect(z.safeParse(int32(1, 12), 13).success).toBe(false)
  })

  it('refuses fractions, 2^31 and beyond, infinities and NaN', () => {
    for (const n of [1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e308, -1e308, Infinity, NaN]) {
      expect(z.safeParse(int32(), n).success).toBe(false)
    }
  })

  it('seconds: fractions, but never negative or past INT32_MAX', () => {
    expect(z.parse(seconds(), 12.5)).toBe(12.5)
    for (const n of [-1, 2 ** 31, 1e308, -1e308, Infinity, NaN]) {
      expect(z.safeParse(seconds(), n).success).toBe(false)
    }
  })
})

// Every number a call takes, found by walking the contract: each one is bounded, so no call can
// carry a number the database cannot hold (they used to reach it and answer 500).

type Schema = z.ZodMiniType
type Def = {
  type: string
  shape?: Record<string, Schema>
  innerType?: Schema
  in?: Schema
  element?: Schema
  options?: Schema[]
  valueType?: Schema
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schemas directly inside a wrapper (optional, default, pipe input, array, union...). */
function inner(schema: Schema): Schema[] {
  const def = defOf(schema)
  if (def.type === 'object') return Object.values(def.shape ?? {})
  const one = def.innerType ?? def.in ?? def.element ?? def.valueType
  return one ? [one] : (def.options ?? [])
}

/** Every object field of a schema, at any depth, with its path. */
function* fields(schema: Schema, path: string): Generator<[string, Schema]> {
  const def = defOf(schema)
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      yield [`${path}.${key}`, field]
      yield* fields(field, `${path}.${key}`)
    }
    return
  }
  for (const child of inner(schema)) yield* fields(child, path)
}

// Not ids or counts: epoch milliseconds past int32 (the session cookie's expiry dates).
const EPOCH_MS = new Set(['accessTokenExpiredDate', 'refreshTokenExpiredDate'])
// Numbers that may be fractional (seconds, a volume from 0 to 1): bounded all the same.
const FRACTIONAL = new Set(['position', 'startTime', 'endTime', 'volume', 'thumbnailTime'])

const tooBig = [2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e308, -1e308, Infinity, NaN]

type Definition = contract.EndpointDefinition
const definitions = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object')
  .flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, Definition>).map(
      ([name, definition]) => [`${group}.${name}`, definition] as const,
    ),
  )

/** Numbers of JSON bodies (sent as numbers) and of query strings and forms (sent as text). */
function numberFields(): { path: string; schema: Schema; text: boolean }[] {
  const found: { path: string; schema: Schema; text: boolean }[] = []
  const add = (root: Schema, where: string, text: boolean) => {
    for (const [path, schema] of fields(root, where)) {
      const key = path.slice(path.lastIndexOf('.') + 1)
      if (EPOCH_MS.has(key)) continue
      const numeric = text
        ? z.safeParse(schema, '1').success && !z.safeParse(schema, 'abc').success
        : z.safeParse(schema, 1).success
      if (numeric) found.push({ path, schema, text })
    }
  }
  for (const [name, definition] of definitions) {
    if (definition.query) add(definition.query, `${name} query`, true)
    if (definition.body && definition.body !== 'multipart') {
      add(definition.body, `${name} body`, false)
    }
  }
  add(contract.streamInfoFieldsSchema, 'PATCH /v2/stream/info form', true)
  add(contract.videoUpdateFieldsSchema, 'PATCH /vod/update form', true)
  return found
}

describe('every number a call takes', () => {
  const found = numberFields()

  it('is found by the walk (ids, pages, counts, categories, streams)', () => {
    const paths = found.map((field) => field.path)
    expect(found.length).toBeGreaterThan(80)
    for (const expected of [
      'liveEndpoints.like body.streamIdx',
      'liveEndpoints.unlike body.streamIdx',
      'categoryEndpoints.followCategory body.categoryIdx',
      'liveEndpoints.listStreams query.categoryIdx',
      'videoEndpoints.listV2 query.vodNo',
      'PATCH /v2/stream/info form.categoryIdx',
    ]) {
      expect(paths).toContain(expected)
    }
  })

  it('refuses numbers no int32 column holds', () => {
    const accepted: string[] = []
    for (const { path, schema, text } of found) {
      for (const n of tooBig) {
        if (z.safeParse(schema, text ? String(n) : n).success) accepted.push(`${path} = ${n}`)
      }
    }
    expect(accepted).toEqual([])
  })

  it('refuses fractions but where a fraction means something (seconds, a volume)', () => {
    const accepted = found
      .filter(({ path }) => !FRACTIONAL.has(path.slice(path.lastIndexOf('.') + 1)))
      .filter(({ schema, text }) => z.safeParse(schema, text ? '1.5' : 1.5).success)
      .map(({ path }) => path)
    expect(accepted).toEqual([])
  })
})
