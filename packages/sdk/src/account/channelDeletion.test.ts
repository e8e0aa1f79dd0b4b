import { expect, it } from 'vitest'
import { deletionConfirmed } from './channelDeletion'

it('confirms only the whole id, in any case', () => {
  expect(deletionConfirmed(' Kimchi ', 'kimchi')).toBe(true)
  expect(deletionConfirmed('kim', 'kimchi')).toBe(false)
  expect(deletionConfirmed('kimchi1', 'kimchi')).toBe(false)
  expect(deletionConfirmed('', '')).toBe(false)
})
