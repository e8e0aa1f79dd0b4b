import { catalogueText, walletCatalogue } from '@airwave/sdk/i18n'
import { resetWallet, type WalletScenario } from '../../src/mocks/wallet'

/** The wallet words of the story's locale (its loader loaded them). */
export const walletWords = (locale: unknown) => catalogueText(walletCatalogue, String(locale))

/** Loads the wallet words of the toolbar's locale before the story renders. */
export const loadWalletWords = async ({ globals }: { globals: Record<string, unknown> }) => {
  await walletCatalogue.load(String(globals.locale))
  return {}
}

/** Starts the wallet over from the story's `parameters.wallet`. */
export const startWallet = ({ parameters }: { parameters: Record<string, unknown> }) =>
  resetWallet(parameters.wallet as WalletScenario | undefined)

/** A story's wallet scenario. */
export const wallet = (scenario: WalletScenario) => ({ wallet: scenario })
