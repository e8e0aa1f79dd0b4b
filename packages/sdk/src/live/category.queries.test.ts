import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { categoryListSchema, categorySchema } from '../contract/live/category.schemas'
import { createQueryClient } from '../core/queryClient'
import { categoryInfoQuery, followedCategoriesQuery } from './category.queries'

describe('category queries', () => {
  it('reads a category by its path name and keeps it 5 minutes', async () => {
    const asked: string[] = []
    const client: Parameters<typeof categoryInfoQuery>[0] = {
      live: {
        getCategoryInfo: async (pathName) => {
          asked.push(String(pathName))
          return z.parse(categorySchema, { idx: 3, name: 'Games', pathName: String(pathName) })
        },
      },
    }
    const queryClient = createQueryClient()
    const options = categoryInfoQuery(client, 'games')
    expect(options.queryKey).toEqual(['category', 'info', 'games'])
    expect(options.staleTime).toBe(5 * 60_000)
    expect((await queryClient.fetchQuery(options)).idx).toBe(3)
    await queryClient.fetchQuery(categoryInfoQuery(client, 'games'))
    expect(asked).toEqual(['games'])
  })

  it('reads the categories the member follows', async () => {
    const client: Parameters<typeof followedCategoriesQuery>[0] = {
      live: {
        listFollowedCategories: async () =>
          z.parse(categoryListSchema, {
            categoryList: [{ idx: 3, name: 'Games', pathName: 'games' }],
          }),
      },
    }
    const options = followedCategoriesQuery(client)
    expect(options.queryKey).toEqual(['category', 'followed'])
    const { categoryList } = await createQueryClient().fetchQuery(options)
    expect(categoryList.map((category) => category.pathName)).toEqual(['games'])
  })
})
