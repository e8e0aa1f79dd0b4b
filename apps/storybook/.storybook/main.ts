import type { StorybookConfig } from '@storybook/react-vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, mergeConfig } from 'vite'
import { mswWorker } from './mswWorker'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // Workspace packages resolve to their TypeScript source, as in the tests: no build needed.
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [react(), mswWorker()],
      resolve: { conditions: ['@airwave/source', ...defaultClientConditions] },
    }),
}

export default config
