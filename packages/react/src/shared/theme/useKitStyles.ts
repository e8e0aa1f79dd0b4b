import { useContext, useInsertionEffect } from 'react'
import { AirwaveContext } from '../provider/airwaveContext'
import { injectStyles } from './injectStyles'

// Each kit component calls this, so the stylesheet comes with the first component that needs
// it and an app using only the hooks bundles and injects no CSS. An insertion effect runs
// before layout (no unstyled flash) and never on the server.
export function useKitStyles(): void {
  const enabled = useContext(AirwaveContext)?.injectStyles ?? true
  useInsertionEffect(() => {
    if (enabled) injectStyles(document)
  }, [enabled])
}
