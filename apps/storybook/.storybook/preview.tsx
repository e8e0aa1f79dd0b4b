import { LOCALES } from '@airwave/react'
import {
  chatCatalogue,
  chatSettingsCatalogue,
  communityCatalogue,
  composerCatalogue,
  playerCatalogue,
} from '@airwave/sdk/i18n'
import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { type AxeParameters, expectAccessible } from '../src/accessibility'
import { loadKit, withAirwave } from '../src/decorators/withAirwave'
import { type AccountScenario, resetAccount } from '../src/mocks/account'
import { resetBackend, type Scenario } from '../src/mocks/backend'
import { type ChatScenario, resetChat } from '../src/mocks/chat'
import { ROLES } from '../src/mocks/people'
import { startMocks } from '../src/mocks/worker'

// The tests share two cores with everything else: give findBy and waitFor time to see the
// answer land rather than failing a correct story on a busy machine.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
    theme: {
      description: 'Kit theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    role: {
      description: 'Who looks at the board',
      toolbar: { title: 'Role', icon: 'user', items: [...ROLES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en-US', theme: 'light', role: 'member' },
  decorators: [withAirwave],
  loaders: [
    loadKit,
    // The toolbar's language is loaded before the story renders, as an app loads it first.
    async ({ globals }) => {
      const locale = String(globals.locale ?? 'en-US')
      await Promise.all([
        communityCatalogue.load(locale),
        playerCatalogue.load(locale),
        composerCatalogue.load(locale),
        chatCatalogue.load(locale),
        chatSettingsCatalogue.load(locale),
      ])
      return {}
    },
  ],
  parameters: { layout: 'fullscreen' },
  async beforeAll() {
    await startMocks()
  },
  // Every story starts from the same board, bent by its `backend` parameter.
  beforeEach({ parameters }) {
    resetBackend(parameters.backend as Scenario | undefined)
    resetChat(parameters.chat as ChatScenario | undefined)
    resetAccount(parameters.account as AccountScenario | undefined)
  },
  // Whatever state a story ends in, axe finds nothing serious in it.
  async afterEach({ canvasElement, parameters }) {
    await expectAccessible(canvasElement, parameters.axe as AxeParameters | undefined)
  },
}

export default preview
