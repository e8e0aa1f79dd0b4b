import { defineConfig } from 'tsup'
import { sourceModules } from '../../scripts/source-modules.mjs'

const publicEntries = {
  index: 'src/index.ts',
  community: 'src/community.ts',
  composer: 'src/composer.ts',
  chat: 'src/chat.ts',
  live: 'src/live.ts',
  raid: 'src/raid.ts',
  player: 'src/player.ts',
  poll: 'src/poll.ts',
  account: 'src/account.ts',
  video: 'src/video.ts',
  search: 'src/search.ts',
  social: 'src/social.ts',
  notification: 'src/notification.ts',
  message: 'src/message.ts',
  wallet: 'src/wallet.ts',
  subscription: 'src/subscription.ts',
  mission: 'src/mission.ts',
}

export default defineConfig([
  {
    // As in the SDK: ESM keeps one output file per source module, so `sideEffects: false` lets
    // a consumer's bundler drop the hooks an app never calls.
    entry: sourceModules(),
    format: ['esm'],
    splitting: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    entry: publicEntries,
    format: ['cjs'],
    // Declarations: one per module, by tsc (scripts/declarations.mjs), for both formats.
    sourcemap: true,
    target: 'es2022',
  },
])
