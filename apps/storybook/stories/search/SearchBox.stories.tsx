import { SearchBox } from '@airwave/react/search'
import { discoveryText } from '@airwave/react/video'
import { discoveryCatalogue } from '@airwave/sdk/i18n'
import { SEARCH_FILTER_PRESETS, SEARCH_HISTORY_KEY } from '@airwave/sdk/search'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, type within } from 'storybook/test'
import { resetDiscovery } from '../../src/mocks/discovery'

// The search box: the recent searches (local, merged with the member's server list), none,
// the keyboard (arrows, Enter, Escape, Delete), channel suggestions as one types, the keyword
// on show not searched again; and the filter presets' sections, exactly as listed.

function memory(terms: string[]) {
  const data = new Map<string, string>()
  if (terms.length)
    data.set(SEARCH_HISTORY_KEY, JSON.stringify({ searchTerms: terms, createdDate: Date.now() }))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

function Stage({ terms = [], keyword }: { terms?: string[]; keyword?: string }) {
  const [storage] = useState(() => memory(terms))
  const [searched, setSearched] = useState<string[]>([])
  return (
    <div style={{ padding: 24, minHeight: 420 }}>
      <SearchBox
        keyword={keyword}
        storage={storage}
        onSearch={(k) => setSearched((all) => [...all, k])}
        onChannel={(id) => setSearched((all) => [...all, `/${id}`])}
      />
      <output aria-label="searched" style={{ display: 'block', marginTop: 200 }}>
        {searched.join(', ')}
      </output>
    </div>
  )
}

const meta = {
  title: 'Search/SearchBox',
  component: Stage,
  args: { terms: ['valorant', 'cooking', 'airwave finals'] },
  globals: { role: 'anonymous' },
  loaders: [
    async ({ globals }) => {
      resetDiscovery()
      await discoveryCatalogue.load(String(globals.locale ?? 'en-US'))
      return {}
    },
  ],
} satisfies Meta<typeof Stage>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: string) => discoveryText(locale)
const combobox = (canvas: ReturnType<typeof within>, locale: string) =>
  canvas.getByRole('combobox', { name: t(locale)('search') })

/** Focus opens the recent searches. */
export const History: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.click(combobox(canvas, globals.locale))
    await expect(combobox(canvas, globals.locale)).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getAllByRole('option')).toHaveLength(3)
  },
}

/** A member's server list merged in first. */
export const MemberHistory: Story = {
  globals: { role: 'member' },
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.click(combobox(canvas, globals.locale))
    await waitFor(() =>
      expect(canvas.getAllByRole('option').map((o) => o.textContent?.replace('×', ''))).toEqual([
        'finals',
        'airwave',
        'valorant',
        'cooking',
        'airwave finals',
      ]),
    )
  },
}

/** No recent search. */
export const Empty: Story = {
  args: { terms: [] },
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.click(combobox(canvas, globals.locale))
    await expect(canvas.getByText(t(globals.locale)('noHistory'))).toBeVisible()
  },
}

/** The keyboard: arrows (wrapping), Delete, Enter; Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const box = combobox(canvas, globals.locale)
    await userEvent.click(box)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Delete}')
    await expect(canvas.getAllByRole('option')).toHaveLength(2)
    await userEvent.keyboard('{ArrowUp}')
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(canvas.getByRole('status', { name: 'searched' })).toHaveTextContent('valorant')
    await userEvent.click(box)
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Channels suggested as one types; a blank term does nothing. */
export const Suggestions: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const box = combobox(canvas, globals.locale)
    await userEvent.type(box, '   {Enter}')
    await expect(canvas.getByRole('status', { name: 'searched' })).toHaveTextContent('')
    await userEvent.clear(box)
    await userEvent.type(box, 'mi')
    await userEvent.click(await canvas.findByRole('option', { name: /Mina/ }))
    await expect(canvas.getByRole('status', { name: 'searched' })).toHaveTextContent('/viewer1')
  },
}

/** The keyword on show is not searched again. */
export const SameKeyword: Story = {
  args: { keyword: 'valorant' },
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.type(combobox(canvas, globals.locale), '{Enter}')
    await expect(canvas.getByRole('status', { name: 'searched' })).toHaveTextContent('')
  },
}

/** Dark, in Thai. */
export const DarkThai: Story = {
  globals: { theme: 'dark', locale: 'th-TH' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'ค้นหา' }))
    await expect(canvas.getByText('การค้นหาล่าสุด')).toBeVisible()
  },
}

function Presets() {
  return (
    <table style={{ margin: 24, borderCollapse: 'collapse' }}>
      <caption>Search filter presets</caption>
      <thead>
        <tr>
          <th scope="col">Preset</th>
          <th scope="col">Sections</th>
          <th scope="col">Show all</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(SEARCH_FILTER_PRESETS).map(([name, preset]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{preset.kinds.join(', ')}</td>
            <td>{preset.showAll ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The presets' sections, exactly as viewing.md lists them. */
export const FilterPresets: Story = {
  render: () => <Presets />,
  play: async ({ canvas }) => {
    const rows = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    await expect(rows).toEqual([
      'defaultchannel, live, video, categoryno',
      'taglive, video, categoryno',
      'search_channelchannelyes',
      'search_streamliveyes',
      'search_videovideoyes',
      'search_categorycategoryyes',
    ])
  },
}
