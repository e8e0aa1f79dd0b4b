import { createToastQueue, type ToastQueue } from '@airwave/sdk'
import { type RenderResult, render } from '@testing-library/react'
import axe from 'axe-core'
import { type ReactElement, StrictMode } from 'react'
import { AirwaveProvider } from '../provider/AirwaveProvider'
import type { Theme } from '../provider/airwaveContext'
import { fakeClient } from '../testing.fixture'

interface KitOptions {
  locale?: string
  theme?: Theme
  toastQueue?: ToastQueue
  onLoginRequired?: () => void
}

/** Renders `ui` inside the provider (and so the kit root) under StrictMode. */
export function renderInKit(
  ui: ReactElement,
  options: KitOptions = {},
): RenderResult & { toastQueue: ToastQueue } {
  const toastQueue = options.toastQueue ?? createToastQueue()
  const result = render(
    <StrictMode>
      <AirwaveProvider
        client={fakeClient({})}
        locale={options.locale}
        theme={options.theme}
        toastQueue={toastQueue}
        onLoginRequired={options.onLoginRequired ?? (() => {})}
      >
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...result, toastQueue }
}

/**
 * The axe violations under `container`, as `rule: targets` lines. jsdom lays nothing out, so
 * the rules that need layout (contrast) are off; `region` is a page-level rule.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  )
}
