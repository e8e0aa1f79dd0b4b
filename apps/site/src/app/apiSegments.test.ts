import { AIRWAVE_PATH_SEGMENTS } from '@airwave/sdk/vite'
import { describe, expect, it } from 'vitest'
import { API_SEGMENTS } from './apiSegments'

describe('the dev server forwards', () => {
  it('every path the SDK says the server answers, the socket by its own rule', () => {
    // The statistics' `/log/*` calls were missing here: `vite dev` answered them 404.
    const sdk = AIRWAVE_PATH_SEGMENTS.filter((segment) => segment !== 'socket.io')
    expect([...API_SEGMENTS].sort()).toEqual([...sdk].sort())
  })
})
