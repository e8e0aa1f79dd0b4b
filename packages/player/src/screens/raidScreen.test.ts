// @vitest-environment jsdom
import { raidCatalogue } from '@airwave/sdk/i18n'
import type { RaidScreen } from '@airwave/sdk/raid'
import { afterEach, describe, expect, it } from 'vitest'
import { defineAirwavePlayer } from '../element'
import { mountRaidScreen } from './raidScreen'

const countdown: RaidScreen = {
  state: 'countdown',
  kind: 'now',
  target: { channelId: 'viewer1', nickname: 'Viewer One', title: 'Speedrun night' },
  remaining: 7,
  total: 10,
  channelId: 'airwave',
}

function mount(options: { raiderName?: string; locale?: string } = {}) {
  const container = document.createElement('div')
  document.body.append(container)
  const calls: string[] = []
  const view = mountRaidScreen(container, {
    ...options,
    onGo: () => calls.push('go'),
    onStay: () => calls.push('stay'),
  })
  const section = () => container.querySelector<HTMLElement>('section.aw-raid')
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name)
  return { container, view, calls, section, button }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('mountRaidScreen', () => {
  it('stays hidden until a countdown', () => {
    const { view, section } = mount()
    expect(section()?.hidden).toBe(true)
    expect(section()?.dataset.state).toBe('hidden')
    view.update({ ...countdown, state: 'hidden', target: undefined })
    expect(section()?.hidden).toBe(true)
  })

  it('shows who raids whom, the stream, the seconds left and the two choices', () => {
    const { view, section, container, button, calls } = mount({ raiderName: 'Airwave' })
    view.update(countdown)
    expect(section()?.hidden).toBe(false)
    expect(section()?.dataset).toMatchObject({ state: 'countdown', kind: 'now' })
    expect(container.querySelector('h2')?.textContent).toBe('Airwave is raiding Viewer One')
    expect(container.textContent).toContain('Speedrun night')
    expect(container.querySelector('.aw-raid-countdown')?.textContent).toBe('Going in 7 seconds')
    const progress = container.querySelector('[role=progressbar]')
    expect(progress?.getAttribute('aria-valuenow')).toBe('7')
    expect(progress?.getAttribute('aria-valuemax')).toBe('10')
    button('Go now')?.click()
    button('Stay here')?.click()
    expect(calls).toEqual(['go', 'stay'])
    // Escape stays.
    section()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(calls).toEqual(['go', 'stay', 'stay'])
    // It never takes the focus.
    expect(document.activeElement).toBe(document.body)
  })

  it('says the autoplay list its own way, and the channel id when no name is known', () => {
    const { view, container } = mount()
    view.update({ ...countdown, kind: 'autoplay', target: { channelId: 'viewer2' }, remaining: 1 })
    expect(container.querySelector('h2')?.textContent).toBe('Up next, live: viewer2')
    expect(container.querySelector('.aw-raid-countdown')?.textContent).toBe('Going in 1 second')
    view.update({ ...countdown, target: { channelId: 'viewer2' } })
    expect(container.querySelector('h2')?.textContent).toBe('airwave is raiding viewer2')
  })

  it('says where it goes once gone, without the buttons', () => {
    const { view, container, section } = mount()
    view.update({ ...countdown, state: 'raided', remaining: 0 })
    expect(section()?.dataset.state).toBe('raided')
    expect(container.querySelector('.aw-raid-countdown')?.textContent).toBe(
      'Taking you to Viewer One…',
    )
    expect(container.querySelector<HTMLElement>('.aw-raid-actions')?.hidden).toBe(true)
  })

  it('shows only a safe picture address, and user text as text', () => {
    const { view, container } = mount()
    view.update({
      ...countdown,
      target: {
        channelId: 'x',
        nickname: '<img src=x onerror=alert(1)>',
        profileUrl: 'javascript:alert(1)',
      },
    })
    expect(container.querySelector('.aw-raid-avatar img')).toBeNull()
    expect(container.querySelector('h2')?.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(container.querySelectorAll('img')).toHaveLength(0)
    view.update({ ...countdown, target: { channelId: 'x', profileUrl: '/uploads/a.png' } })
    expect(container.querySelector('.aw-raid-avatar img')?.getAttribute('src')).toBe(
      '/uploads/a.png',
    )
  })

  it('speaks the chosen language once its words arrive', async () => {
    const { view, button } = mount({ locale: 'ko-KR' })
    view.update(countdown)
    await raidCatalogue.load('ko-KR')
    await Promise.resolve()
    expect(button('지금 이동')).toBeDefined()
  })

  it('goes away on destroy', () => {
    const { view, container } = mount()
    view.update(countdown)
    view.destroy()
    expect(container.children).toHaveLength(0)
  })
})

describe('the raid screen in <airwave-player>', () => {
  it('renders into the element’s overlay slot', () => {
    defineAirwavePlayer({ preload: false })
    const player = document.createElement('airwave-player')
    const overlay = document.createElement('div')
    overlay.slot = 'overlay'
    player.append(overlay)
    document.body.append(player)
    const calls: string[] = []
    const view = mountRaidScreen(overlay, {
      onGo: () => calls.push('go'),
      onStay: () => calls.push('stay'),
    })
    view.update(countdown)
    const section = overlay.querySelector<HTMLElement>('section.aw-raid')
    expect(section?.dataset.state).toBe('countdown')
    // The slot of the element's overlay layer (above the video and the alerts) shows it.
    const slot = player.shadowRoot?.querySelector<HTMLSlotElement>('.aw-player-overlay slot')
    expect(slot?.name).toBe('overlay')
    expect(slot?.assignedElements()).toEqual([overlay])
    // Its styles are in the light DOM's document, where the slotted content is styled.
    expect(document.head.querySelector('style[data-airwave-screens]')).not.toBeNull()
    ;[...overlay.querySelectorAll('button')].find((b) => b.textContent === 'Go now')?.click()
    expect(calls).toEqual(['go'])
  })
})
