import { catalogueText, subscriptionCatalogue, walletCatalogue } from '@airwave/sdk/i18n'
import { resetSubscription, type SubscriptionScenario } from '../../src/mocks/subscription'
import { resetWallet, type WalletScenario } from '../../src/mocks/wallet'

/** The subscription words of the story's locale (its loader loaded them). */
export const subscriptionWords = (locale: unknown) =>
  catalogueText(subscriptionCatalogue, String(locale))

/** Loads the subscription's (and the wallet's) words of the toolbar's locale before the story renders. */
export const loadSubscriptionWords = async ({ globals }: { globals: Record<string, unknown> }) => {
  await Promise.all([
    subscriptionCatalogue.load(String(globals.locale)),
    walletCatalogue.load(String(globals.locale)),
  ])
  return {}
}

/** Starts the subscriptions and the wallet over from the story's parameters. */
export const startSubscription = ({ parameters }: { parameters: Record<string, unknown> }) => {
  resetWallet(parameters.wallet as WalletScenario | undefined)
  resetSubscription(parameters.subscription as SubscriptionScenario | undefined)
}

/** A story's subscription scenario. */
export const subscription = (scenario: SubscriptionScenario) => ({ subscription: scenario })
