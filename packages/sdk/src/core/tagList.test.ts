import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { TAG_LIMIT, TAG_MAX_LENGTH, tagListField, tagListOf } from './tagList'

describe('tagListOf', () => {
  it('trims, drops a leading #, leaves out blanks and repeats whatever their case', () => {
    expect(tagListOf(' #speedrun, Piano ,, SPEEDRUN, ##any% ,piano')).toEqual({
      tags: ['speedrun', 'Piano', 'any%'],
    })
    expect(tagListOf('')).toEqual({ tags: [] })
    expect(tagListOf(' , # ,')).toEqual({ tags: [] })
  })

  it('says why a list cannot be saved: too many, or one too long', () => {
    const many = Array.from({ length: TAG_LIMIT + 1 }, (_, i) => `t${i}`).join(',')
    expect(tagListOf(many).problem).toEqual({
      field: 'tags',
      code: 'tooMany',
      params: { limit: TAG_LIMIT },
    })
    const atLimit = Array.from({ length: TAG_LIMIT }, (_, i) => `t${i}`).join(',')
    expect(tagListOf(atLimit).problem).toBeUndefined()
    expect(tagListOf(`ok, ${'x'.repeat(TAG_MAX_LENGTH + 1)}`).problem).toEqual({
      field: 'tags',
      code: 'tooLong',
      params: { length: TAG_MAX_LENGTH },
    })
    expect(tagListOf('x'.repeat(TAG_MAX_LENGTH)).problem).toBeUndefined()
  })
})

describe('tagListField', () => {
  const form = z.object({ tags: tagListField })

  it('reads what tagListOf keeps, and refuses what it would not save', () => {
    expect(z.parse(form, { tags: 'a, #b, A' })).toEqual({ tags: ['a', 'b'] })
    expect(z.parse(form, {})).toEqual({})
    const many = Array.from({ length: TAG_LIMIT + 1 }, (_, i) => `t${i}`).join(',')
    expect(z.safeParse(form, { tags: many }).success).toBe(false)
    expect(z.safeParse(form, { tags: 'x'.repeat(TAG_MAX_LENGTH + 1) }).success).toBe(false)
    expect(z.safeParse(form, { tags: ','.repeat(1000) }).success).toBe(false)
  })
})
