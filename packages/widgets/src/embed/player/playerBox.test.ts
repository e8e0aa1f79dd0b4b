import { afterEach, describe, expect, it } from 'vitest'
import { mountBox } from './playerBox'

const options = { origin: 'http://127.0.0.1:9', frame: false, onEvent: () => {} }

afterEach(() => {
  localStorage.clear()
  document.body.replaceChildren()
})

describe('the embed player box', () => {
  it("starts muted for a host's muted attribute, without storing it as the viewer's choice", () => {
    const host = document.body.appendChild(document.createElement('div'))
    const box = mountBox(host, { ...options, muted: true }, { src: 'http://127.0.0.1:9/v.m3u8' })
    expect(box.player.state().muted).toBe(true)
    expect(host.querySelector('video')?.muted).toBe(true)
    box.destroy()
    // The viewer's own pages keep their sound: nothing was written to the stored settings.
    const again = mountBox(host, { ...options, muted: false }, { src: 'http://127.0.0.1:9/v.m3u8' })
    expect(again.player.state().muted).toBe(false)
    again.destroy()
  })
})
