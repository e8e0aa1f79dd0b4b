import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { categoryEndpoints } from './category.endpoints'
import { categoryListSchema } from './category.schemas'
import { liveEndpoints } from './live.endpoints'

describe('categoryEndpoints', () => {
  it('are bound with the live calls, at their chosen paths', () => {
    const routes = Object.fromEntries(
      Object.entries(categoryEndpoints).map(([name, d]) => [name, `${d.method} ${d.path}`]),
    )
    expect(routes).toEqual({
      listCategories: 'GET /v2/category',
      getCategoryInfo: 'GET /v2/category/info/{category}',
      listFollowedCategories: 'GET /v2/category/following',
      followCategory: 'POST /v2/category/follow',
      unfollowCategory: 'DELETE /v2/category/follow',
    })
    for (const [name, definition] of Object.entries(categoryEndpoints)) {
      expect(liveEndpoints[name as keyof typeof liveEndpoints]).toBe(definition)
      expect(definition.chosen).toBeTruthy()
    }
  })

  it('refuse a category index that is not a positive whole number', () => {
    const body = categoryEndpoints.followCategory.body
    if (!body) throw new Error('followCategory has a body')
    expect(z.safeParse(body, { categoryIdx: 2 }).success).toBe(true)
    expect(z.safeParse(body, { categoryIdx: 0 }).success).toBe(false)
    expect(z.safeParse(body, { categoryIdx: 1.5 }).success).toBe(false)
    expect(z.parse(categoryListSchema, {})).toEqual({ categoryList: [] })
  })
})
