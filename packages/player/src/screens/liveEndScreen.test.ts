// @vitest-environment jsdom
import type { AutoplayVod } from '@airwave/sdk/video'
import { afterEach, describe, expect, it } from 'vitest'
import { mountLiveEndScreen } from './liveEndScreen'

const vods: AutoplayVod[] = [
  {
    idx: 4,
    titleName: 'Finals',
    type: 'upload',
    channelId: 'airwave',
    channelNickname: 'Airwave',
    thumbnail: 'https://cdn.test/media/vod/4/thumbnail.jpg',
    duration: 3725,
  },
  { idx: 9, titleName: '  ', type: 'upload', channelId: 'viewer1', duration: 61 },
]

function mount(hrefOf?: (vod: AutoplayVod) => string) {
  const container = document.createElement('div')
  document.body.append(container)
  const calls: (string | number)[] = []
  const view = mountLiveEndScreen(container, {
    onPlay: (vod) => calls.push(vod.idx),
    onClose: () => calls.push('close'),
    ...(hrefOf && { hrefOf }),
  })
  const section = () => container.querySelector<HTMLElement>('section.aw-live-end')
  return { container, view, calls, section }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('mountLiveEndScreen', () => {
  it('is hidden in every state but shown, and shown only with videos', () => {
    const { view, section } = mount()
    for (const state of ['hidden', 'loading', 'closed', 'empty'] as const) {
      view.update({ state, recommendations: vods })
      expect(section()?.hidden).toBe(true)
      expect(section()?.dataset.state).toBe(state)
    }
    view.update({ state: 'shown', recommendations: [] })
    expect(section()?.hidden).toBe(true)
    view.update({ state: 'shown', recommendations: vods })
    expect(section()?.hidden).toBe(false)
  })

  it('lists the videos as links with their length and channel', () => {
    const { view, container } = mount()
    view.update({ state: 'shown', recommendations: vods })
    expect(container.querySelector('h2')?.textContent).toBe('The live has ended')
    const links = [...container.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/video/4', '/video/9'])
    // Named by their visible words; the picture and its length are decoration.
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([null, null])
    expect(links.map((a) => a.title)).toEqual(['Play Finals', 'Play Untitled video'])
    expect(links[0]?.querySelector('.aw-live-end-thumb')?.getAttribute('aria-hidden')).toBe('true')
    // The video's own picture where it has one; the gradient placeholder otherwise.
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.test/media/vod/4/thumbnail.jpg',
    )
    expect(links[1]?.querySelector('img')).toBeNull()
    expect(links[0]?.textContent).toBe('1:02:05Finalsby Airwave')
    expect(links[1]?.textContent).toBe('1:01Untitled videoby viewer1')
  })

  it('plays on a plain click, lets a modified click be a link, closes on the button or Escape', () => {
    const { view, container, calls, section } = mount((vod) => `/watch?v=${vod.idx}`)
    view.update({ state: 'shown', recommendations: vods })
    // What the browser would do with a click left to it: nothing here (jsdom cannot navigate).
    const leftToBrowser: boolean[] = []
    container.addEventListener('click', (event) => {
      leftToBrowser.push(!event.defaultPrevented)
      event.preventDefault()
    })
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('/watch?v=4')
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link?.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    link?.dispatchEvent(newTab)
    expect(leftToBrowser).toEqual([false, true])
    container.querySelector<HTMLButtonElement>('button[aria-label=Close]')?.click()
    section()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(calls).toEqual([4, 'close', 'close'])
  })

  it('shows titles as text', () => {
    const { view, container } = mount()
    view.update({
      state: 'shown',
      recommendations: [{ idx: 1, titleName: '<b onclick=x>bold</b>', type: 'upload' }],
    })
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('.aw-live-end-name')?.textContent).toBe('<b onclick=x>bold</b>')
  })
})
