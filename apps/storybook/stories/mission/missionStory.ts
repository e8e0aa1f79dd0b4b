import { catalogueText, missionCatalogue, walletCatalogue } from '@airwave/sdk/i18n'
import { type MissionScenario, resetMission } from '../../src/mocks/mission'
import { resetWallet, type WalletScenario } from '../../src/mocks/wallet'

/** The mission words of the story's locale (its loader loaded them). */
export const missionWords = (locale: unknown) => catalogueText(missionCatalogue, String(locale))

/** Loads the mission words of the toolbar's locale before the story renders. */
export const loadMissionWords = async ({ globals }: { globals: Record<string, unknown> }) => {
  await Promise.all([
    missionCatalogue.load(String(globals.locale)),
    walletCatalogue.load(String(globals.locale)),
  ])
  return {}
}

/** Starts the missions and the wallet over from the story's parameters. */
export const startMission = ({ parameters }: { parameters: Record<string, unknown> }) => {
  resetWallet(parameters.wallet as WalletScenario | undefined)
  resetMission(parameters.mission as MissionScenario | undefined)
}
