import { lazy, Suspense } from 'react'

// The balance loads after the shell: the wallet's calls and words are not in the first script.
const HeaderGemBalance = lazy(() =>
  import('./HeaderGemBalance').then((m) => ({ default: m.HeaderGemBalance })),
)

/** The header's gem balance for a signed-in member. */
export function HeaderGems() {
  return (
    <Suspense fallback={null}>
      <HeaderGemBalance />
    </Suspense>
  )
}
