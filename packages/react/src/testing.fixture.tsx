import { type ReactNode, StrictMode } from 'react'
import { AirwaveProvider, type AirwaveProviderProps } from './AirwaveProvider'
import type { AirwaveClient } from './airwaveContext'

type Fakes = { [G in keyof AirwaveClient]?: Partial<AirwaveClient[G]> }

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
export function fakeClient(fakes: Fakes): AirwaveClient {
  return {
    community: group('community', fakes.community),
    channel: group('channel', fakes.channel),
    emoticon: group('emoticon', fakes.emoticon),
  }
}

/** A `renderHook` wrapper: the provider under StrictMode. */
export function wrapperFor(props: Omit<AirwaveProviderProps, 'children'>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <AirwaveProvider {...props}>{children}</AirwaveProvider>
      </StrictMode>
    )
  }
}
