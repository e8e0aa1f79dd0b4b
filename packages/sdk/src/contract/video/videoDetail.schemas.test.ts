import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { videoUpdateFieldsSchema, videoUpdateFormData } from './videoDetail.schemas'

describe('videoUpdateFieldsSchema', () => {
  it('reads the form: trimmed title, numbers, flags and comma-separated tags', () => {
    expect(
      z.parse(videoUpdateFieldsSchema, {
        title: ' Finals ',
        categoryIdx: '3',
        tags: 'a, b ,,c',
        isHidden: 'true',
        isAdult: 'false',
        thumbnailTime: '2.5',
      }),
    ).toEqual({
      title: 'Finals',
      categoryIdx: 3,
      tags: ['a', 'b', 'c'],
      isHidden: true,
      isAdult: false,
      thumbnailTime: 2.5,
    })
  })

  it('refuses an empty or long title, too many or long tags, and bad values', () => {
    for (const fields of [
      { title: '  ' },
      { title: 'x'.repeat(101) },
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') },
      { tags: 'x'.repeat(21) },
      { isHidden: 'yes' },
      { categoryIdx: '-1' },
      { thumbnailTime: 'soon' },
      { languageCode: 'english!' },
    ]) {
      expect(z.safeParse(videoUpdateFieldsSchema, fields).success).toBe(false)
    }
  })

  it('is what videoUpdateFormData writes, fields left out not sent', () => {
    const data = videoUpdateFormData({ title: 'Finals', tags: ['a', 'b'], isHidden: false })
    expect([...data.entries()]).toEqual([
      ['title', 'Finals'],
      ['tags', 'a,b'],
      ['isHidden', 'false'],
    ])
    expect(z.parse(videoUpdateFieldsSchema, Object.fromEntries(data.entries()))).toEqual({
      title: 'Finals',
      tags: ['a', 'b'],
      isHidden: false,
    })
  })
})
