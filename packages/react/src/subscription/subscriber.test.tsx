import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import type {
  SubscriberNameColor as Settings,
  Subscriber,
  SubscriberBadge,
} from '@airwave/sdk/subscription'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { SubscriberBadges } from './SubscriberBadges'
import { SubscriberEmoticons } from './SubscriberEmoticons'
import { SubscriberList } from './SubscriberList'
import { SubscriberNameColor } from './SubscriberNameColor'
import { SubscriptionRevenue } from './SubscriptionRevenue'

afterEach(cleanup)

type Fakes = Parameters<typeof fakeClient>[0]

async function renderWith(fakes: Fakes, ui: ReactNode) {
  const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
  await session.signIn({ accessToken: 'a', refreshToken: 'r' })
  const client = fakeClient({
    ...fakes,
    channel: { getMyChannel: async () => ({ channelId: 'star', nickname: 'Star' }) as never },
  })
  return render(
    <StrictMode>
      <AirwaveProvider client={client} session={session}>
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
}

// A PNG's signature and IHDR with its sides: what the check reads of a picked file.
function pngFile(side: number, name = 'badge.png', type = 'image/png'): File {
  const bytes = new Uint8Array(64)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, side)
  new DataView(bytes.buffer).setUint32(20, side)
  return new File([bytes], name, { type })
}

const stateOf = (container: HTMLElement) =>
  container.querySelector('.aw-subscribers')?.getAttribute('data-state')

const subscriber = (over: Partial<Subscriber>): Subscriber => ({
  channelId: 'fan',
  nickname: 'Fan',
  subscriptionId: 1,
  kind: 'regular',
  status: 'ACTIVE',
  months: 3,
  startDate: '2026-01-05T00:00:00.000Z',
  periodEnd: '2026-12-05T00:00:00.000Z',
  giftedBy: null,
  ...over,
})

describe('<SubscriberList>', () => {
  it('lists the active subscribers with months, kind, gifter and renewal, then the past ones', async () => {
    const asked: unknown[] = []
    const { container } = await renderWith(
      {
        item: {
          listSubscribers: async (query?: { state?: string; page?: number }) => {
            asked.push(query?.state)
            const list =
              query?.state === 'past'
                ? []
                : [
                    subscriber({}),
                    subscriber({
                      channelId: 'lucky',
                      nickname: 'Lucky',
                      subscriptionId: 2,
                      kind: 'gift',
                      months: 1,
                      giftedBy: { channelId: 'kind', nickname: 'Kind soul' },
                    }),
                  ]
            return { list, totalCnt: list.length, page: 1, limit: 20 }
          },
        },
      },
      <SubscriberList />,
    )
    const fan = await screen.findByRole('rowheader', { name: 'Fan' })
    expect(within(fan.closest('tr') as HTMLElement).getByText('3 months')).toBeTruthy()
    expect(within(fan.closest('tr') as HTMLElement).getByText('Renews Dec 5, 2026')).toBeTruthy()
    const lucky = screen.getByRole('rowheader', { name: 'Lucky' }).closest('tr') as HTMLElement
    expect(within(lucky).getByText('Gift')).toBeTruthy()
    expect(within(lucky).getByText('Kind soul')).toBeTruthy()
    expect(within(lucky).getByText('Ends Dec 5, 2026')).toBeTruthy()
    expect(stateOf(container)).toBe('ready')
    expect(await axeViolations(container)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Past' }))
    expect(await screen.findByText('No subscription has ended yet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('true')
    expect(stateOf(container)).toBe('empty')
    expect(asked).toContain('past')
  })

  it('says a failed load and asks again on Retry', async () => {
    let down = true
    const { container } = await renderWith(
      {
        item: {
          listSubscribers: async () => {
            if (down) throw new ApiError(403, 'FORBIDDEN', 'not yours')
            return { list: [subscriber({})], totalCnt: 41, page: 1, limit: 20 }
          },
        },
      },
      <SubscriberList />,
    )
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByText('The subscribers could not be loaded.')).toBeTruthy()
    expect(stateOf(container)).toBe('error')
    down = false
    fireEvent.click(retry)
    expect(await screen.findByRole('rowheader', { name: 'Fan' })).toBeTruthy()
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect(stateOf(container)).toBe('ready')
  })
})

describe('<SubscriberBadges>', () => {
  it('uploads a badge for a tier, refuses a wrong file before sending, deletes once confirmed', async () => {
    let list: SubscriberBadge[] = [{ months: 1, badgeUrl: 'https://cdn/b1.png' }]
    const sent: FormData[] = []
    const deleted: unknown[] = []
    const { container } = await renderWith(
      {
        item: {
          listSubscriberBadges: async () => ({ list }),
          uploadSubscriberBadge: async (form: FormData) => {
            sent.push(form)
            const badge = { months: Number(form.get('months')), badgeUrl: 'https://cdn/b3.png' }
            list = [...list, badge]
            return badge
          },
          deleteSubscriberBadge: async (months: number | string) => {
            deleted.push(months)
            list = list.filter((b) => b.months !== Number(months))
            return null
          },
        },
      },
      <SubscriberBadges channelId="star" />,
    )
    expect(await screen.findByRole('img', { name: 'Badge for 1 month' })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])

    fireEvent.change(screen.getByLabelText('Upload the badge for 3 months'), {
      target: { files: [pngFile(600)] },
    })
    expect(
      await screen.findByText('The image must be square, 28 to 512 pixels a side.'),
    ).toBeTruthy()
    expect(container.querySelector('[data-refusal]')?.getAttribute('data-refusal')).toBe(
      'IMAGE_DIMENSIONS_NOT_ALLOWED',
    )
    expect(sent).toEqual([])

    fireEvent.change(screen.getByLabelText('Upload the badge for 3 months'), {
      target: { files: [pngFile(112)] },
    })
    expect(await screen.findByText('The badge for 3 months is saved.')).toBeTruthy()
    expect(sent.map((form) => form.get('months'))).toEqual(['3'])
    expect(await screen.findByRole('img', { name: 'Badge for 3 months' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Delete the badge for 1 month' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the badge for 1 month?',
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The badge for 1 month is deleted.')).toBeTruthy()
    expect(deleted).toEqual([1])
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Badge for 1 month' })).toBeNull())
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Upload the badge for 1 month')),
    )
  })

  it('says the server refusal in its words', async () => {
    await renderWith(
      {
        item: {
          listSubscriberBadges: async () => ({ list: [] }),
          uploadSubscriberBadge: async () => {
            throw new ApiError(400, 'FILE_TYPE_NOT_ALLOWED', 'no')
          },
        },
      },
      <SubscriberBadges channelId="star" />,
    )
    fireEvent.change(await screen.findByLabelText('Upload the badge for 2 months'), {
      target: { files: [pngFile(64)] },
    })
    expect(await screen.findByText('This file is not a PNG, GIF or WebP image.')).toBeTruthy()
  })
})

describe('<SubscriberEmoticons>', () => {
  it('adds an emoticon with a checked keyword and file, and deletes one once confirmed', async () => {
    let emoticons = [{ emoticonKeyword: 'starHi', emoticonImgUrl: 'https://cdn/hi.png' }]
    const sent: FormData[] = []
    const { container } = await renderWith(
      {
        emoticon: {
          listChannelEmoticons: async () => ({ channelId: 'star', emoticons }),
        },
        item: {
          uploadSubscriberEmoticon: async (form: FormData) => {
            sent.push(form)
            const made = {
              emoticonKeyword: String(form.get('keyword')),
              emoticonImgUrl: 'https://cdn/new.png',
            }
            emoticons = [...emoticons, made]
            return made
          },
          deleteSubscriberEmoticon: async (keyword: string | number) => {
            emoticons = emoticons.filter((e) => e.emoticonKeyword !== keyword)
            return null
          },
        },
      },
      <SubscriberEmoticons channelId="star" />,
    )
    expect(await screen.findByRole('img', { name: 'Emoticon starHi' })).toBeTruthy()
    expect(screen.getByText('1 of 30 emoticons')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])

    const keyword = screen.getByLabelText('Keyword')
    fireEvent.change(keyword, { target: { value: 'STARHI' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Another emoticon has this keyword.')).toBeTruthy()
    expect(keyword.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(keyword, { target: { value: 'starWave' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Choose an image to upload.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Choose an image'), {
      target: { files: [pngFile(56, 'wave.png')] },
    })
    expect(screen.getByText('Chosen: wave.png')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('The emoticon starWave is added.')).toBeTruthy()
    expect(sent.map((form) => form.get('keyword'))).toEqual(['starWave'])
    expect(await screen.findByRole('img', { name: 'Emoticon starWave' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Delete the emoticon starHi' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the emoticon starHi?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The emoticon starHi is deleted.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Keyword')))
  })

  it('shows the limit and no form when the channel is full', async () => {
    const emoticons = Array.from({ length: 30 }, (_, i) => ({
      emoticonKeyword: `emo${i}`,
      emoticonImgUrl: `https://cdn/${i}.png`,
    }))
    await renderWith(
      { emoticon: { listChannelEmoticons: async () => ({ channelId: 'star', emoticons }) } },
      <SubscriberEmoticons channelId="star" />,
    )
    expect(
      await screen.findByText(
        'Your channel has 30 emoticons, the most it can have. Delete one to add another.',
      ),
    ).toBeTruthy()
    expect(screen.queryByLabelText('Keyword')).toBeNull()
  })
})

describe('<SubscriberNameColor>', () => {
  it('switches the colours on, allows some and saves them; refuses none', async () => {
    const saved: Settings[] = []
    const { container } = await renderWith(
      {
        item: {
          getSubscriberNameColor: async () => ({ enabled: false, colors: ['red'] }),
          setSubscriberNameColor: async (body: Settings) => {
            saved.push(body)
            return body
          },
        },
      },
      <SubscriberNameColor />,
    )
    const toggle = await screen.findByRole('switch', {
      name: 'Subscribers may colour their nickname',
    })
    expect(screen.getByText('1 of 26 allowed')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Teal' }))
    expect(screen.getByText('2 of 26 allowed')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name colours are saved.')).toBeTruthy()
    expect(saved).toEqual([{ enabled: true, colors: ['red', 'teal'] }])

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Allow at least one colour.')).toBeTruthy()
    expect(saved).toHaveLength(1)
  })
})

describe('<SubscriptionRevenue>', () => {
  it('shows the active subscribers, the revenue by currency and the gems', async () => {
    const { container } = await renderWith(
      {
        item: {
          getSubscriptionRevenue: async () => ({
            activeSubscribers: 12,
            byCurrency: [{ currency: 'USD', amount: '5988', payments: 12 }],
            gem: 1500,
          }),
        },
      },
      <SubscriptionRevenue />,
    )
    expect(await screen.findByText('$59.88')).toBeTruthy()
    expect(screen.getByText('12 payments')).toBeTruthy()
    expect(screen.getByText('1,500')).toBeTruthy()
    expect(container.querySelector('.aw-revenue')?.getAttribute('data-state')).toBe('ready')
    expect(await axeViolations(container)).toEqual([])
  })
})
