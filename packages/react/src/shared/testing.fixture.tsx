import { communityCatalogue, LOCALES } from '@airwave/sdk/i18n'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { expect } from 'vitest'
import { AirwaveProvider, type AirwaveProviderProps } from './provider/AirwaveProvider'
import type { KitGroups } from './provider/airwaveContext'

type Fakes = { [G in keyof KitGroups]?: Partial<KitGroups[G]> }

// A call the test did not fake fails loudly instead of returning undefined.
function group<T extends object>(name: string, given: Partial<T> = {}): T {
  return new Proxy(given, {
    get: (target, key) =>
      Reflect.get(target, key) ??
      (async () => {
        throw new Error(`${name}.${String(key)} is not faked`)
      }),
  }) as T
}

/** A bound client made of the given plain async functions. */
export function fakeClient(fakes: Fakes): KitGroups {
  return {
    account: group('account', fakes.account),
    platform: group('platform', fakes.platform),
    community: group('community', fakes.community),
    channel: group('channel', fakes.channel),
    emoticon: group('emoticon', fakes.emoticon),
    chat: group('chat', fakes.chat),
    live: group('live', fakes.live),
    poll: group('poll', fakes.poll),
    video: group('video', fakes.video),
    social: group('social', fakes.social),
    notification: group('notification', fakes.notification),
    embed: group('embed', fakes.embed),
    item: group('item', fakes.item),
    mission: group('mission', fakes.mission),
    message: group('message', fakes.message),
  }
}

/** A `renderHook` wrapper: the provider under StrictMode. */
export function wrapperFor(props: AirwaveProviderProps) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <AirwaveProvider {...props}>{children}</AirwaveProvider>
      </StrictMode>
    )
  }
}

/**
 * Answers the provider's login prompt: waits for it, checks it (its words, when `says` is
 * given), presses "Log in" (which calls the provider's `onLoginRequired`).
 */
export async function acceptLoginPrompt(says?: string): Promise<void> {
  const prompt = await screen.findByRole('dialog', { name: 'Log in to continue' })
  if (says !== undefined) expect(prompt.textContent).toContain(says)
  fireEvent.click(within(prompt).getByRole('button', { name: 'Log in' }))
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Log in to continue' })).toBeNull(),
  )
}

/**
 * Loads every language's words, as an app does before it renders in one (the provider would
 * otherwise suspend while a language loads): for tests that render outside English.
 */
export async function loadEveryLocale(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => communityCatalogue.load(locale)))
}
