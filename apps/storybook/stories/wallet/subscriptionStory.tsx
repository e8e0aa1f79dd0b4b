import type { ReactNode } from 'react'
import { resetSubscriptions, type SubscriptionScenario } from '../../src/mocks/mySubscriptions'

/** Starts the member's subscriptions over from the story's `parameters.subscriptions`. */
export const startSubscriptions = ({ parameters }: { parameters: Record<string, unknown> }) =>
  resetSubscriptions(parameters.subscriptions as SubscriptionScenario | undefined)

/** A story's subscriptions scenario. */
export const subscriptions = (scenario: SubscriptionScenario) => ({ subscriptions: scenario })

/** A phone's width (360 px) around the story. */
export const phone = (Story: () => ReactNode) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
)
