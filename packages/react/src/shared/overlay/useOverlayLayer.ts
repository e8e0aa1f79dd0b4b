import type { OverlayName, OverlayPlacement } from '@airwave/sdk'
import { useEffect, useSyncExternalStore } from 'react'
import { useAirwave } from '../provider/airwaveContext'

/**
 * Claims an overlay's slot in the page's layer manager (the provider's, the SDK's
 * `createOverlayLayers`) while `wanted`, and answers where it stands: `yielded` when a higher
 * overlay takes its space (the poll card under a raid countdown), then it renders nothing.
 *
 * @example
 * const placement = useOverlayLayer('poll-card', poll.card === 'shown')
 * if (placement === 'yielded') return null
 */
export function useOverlayLayer(name: OverlayName, wanted: boolean): OverlayPlacement {
  const { overlays } = useAirwave()
  useEffect(() => (wanted ? overlays.claim(name) : undefined), [overlays, name, wanted])
  return useSyncExternalStore(
    overlays.subscribe,
    () => overlays.placement(name),
    () => 'shown',
  )
}
