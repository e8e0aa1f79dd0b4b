import { describe, expect, it } from 'vitest'
import { validateChannelId } from './channelId'

describe('validateChannelId', () => {
  it('accepts 4 to 15 letters and digits', () => {
    expect(validateChannelId('abcd')).toEqual({ valid: true })
    expect(validateChannelId('Abc123XYZ456def')).toEqual({ valid: true })
    expect(validateChannelId('1234')).toEqual({ valid: true })
  })

  it('rejects lengths outside 4 to 15 with key 65', () => {
    expect(validateChannelId('')).toEqual({ valid: false, key: 65 })
    expect(validateChannelId('abc')).toEqual({ valid: false, key: 65 })
    expect(validateChannelId('a'.repeat(16))).toEqual({ valid: false, key: 65 })
  })

  it('rejects anything but ASCII letters and digits with key 66', () => {
    for (const id of ['good_id', 'good-id', 'with space', 'ñandú123', '한국어아이디', 'abc!']) {
      expect(validateChannelId(id)).toEqual({ valid: false, key: 66 })
    }
  })

  it('reports the length first when both rules fail', () => {
    expect(validateChannelId('a!')).toEqual({ valid: false, key: 65 })
  })
})
