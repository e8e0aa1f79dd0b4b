import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Everything the reference server answers; `vite dev` forwards these to it (npm start, port 4000).
// Whole first segments only: a channel called `members` is a page, not `/member`.
const API_SEGMENTS = [
  'v2',
  'member',
  'api',
  'media',
  'dev',
  'channel',
  'stream',
  'vod',
  'vodComment',
  'notification',
  'uploads',
]
const server = process.env.AIRWAVE_API_URL ?? 'http://127.0.0.1:4000'

export default defineConfig({
  plugins: [react()],
  // The kit's packages resolve to their TypeScript source (the workspace's `@airwave/source`
  // condition), so the site builds without building the libraries first.
  resolve: { conditions: ['@airwave/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      [`^/(${API_SEGMENTS.join('|')})(/|\\?|$)`]: server,
      // The real-time socket (chat, live status) upgrades to a WebSocket on the server's port.
      '/socket.io/': { target: server, ws: true },
    },
  },
})
