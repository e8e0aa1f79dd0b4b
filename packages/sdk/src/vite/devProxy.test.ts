import { describe, expect, it } from 'vitest'
import { airwaveDevProxy, airwaveProxyPattern } from './devProxy'

describe('airwaveDevProxy', () => {
  it('forwards every path of the server, the socket included, in one rule', () => {
    const proxy = airwaveDevProxy('http://127.0.0.1:4000')
    expect(Object.values(proxy)).toEqual([
      { target: 'http://127.0.0.1:4000', ws: true, changeOrigin: false },
    ])
    // Vite reads a key starting with ^ as a regular expression.
    const pattern = new RegExp(Object.keys(proxy)[0] as string)
    for (const path of [
      '/v2/channel/post?channelId=airwave&page=1',
      '/api/auth',
      '/member/login',
      '/vodComment/3',
      '/vod/12',
      '/channel/info',
      '/stream/info/airwave',
      '/notification',
      '/media/avatar/airwave.svg',
      '/uploads/demo/sunset.png',
      '/socket.io/?EIO=4&transport=websocket',
      '/v2',
    ])
      expect(pattern.test(path), path).toBe(true)
  })

  it("leaves the app's own pages alone: whole segments only", () => {
    const pattern = new RegExp(airwaveProxyPattern)
    for (const path of [
      '/',
      '/vodonly.html',
      '/members',
      '/v2x',
      '/streamers/kim',
      '/src/main.tsx',
    ])
      expect(pattern.test(path), path).toBe(false)
  })
})
