/**
 * The overlays of a channel page, by name: over the player's picture, the player's alert box
 * (`live-alert`: blocked, adult, region...), the raid countdown, the live-end screen and the poll
 * card; on the page, the streamer's raid panel and the poll popup.
 */
export type OverlayName =
  | 'live-alert'
  | 'raid-countdown'
  | 'live-end'
  | 'poll-card'
  | 'raid-panel'
  | 'poll-popup'

/** Where an overlay lives: over the player's picture, or on the page around it. */
export type OverlayRoom = 'player' | 'page'

/**
 * The part of its room an overlay takes: `cover` the whole picture, `top-end` the picture's top
 * corner (clear of the controls at the bottom), `below-controls` under the page's poll button,
 * `flow` a place of its own in the page's flow (it never covers anything).
 */
export type OverlayArea = 'cover' | 'top-end' | 'below-controls' | 'flow'

export interface OverlaySlot {
  room: OverlayRoom
  area: OverlayArea
  /** Higher first: of two overlays that want the same space, the higher one shows. */
  priority: number
}

/**
 * The order and the room of each overlay (chosen). In the player, what covers the picture goes
 * first: the alert box (the viewer may not watch), then the raid countdown (it is about to take
 * the viewer elsewhere; on a phone it must not be hidden), then the live-end screen; the poll
 * card takes the top corner only while nothing covers the picture (its button's red dot still
 * says a poll is there). On the page, the raid panel sits in the flow and the poll popup opens
 * under its button only when asked.
 *
 * @example OVERLAY_SLOTS['poll-card'].area // 'top-end'
 */
export const OVERLAY_SLOTS: Readonly<Record<OverlayName, OverlaySlot>> = {
  'live-alert': { room: 'player', area: 'cover', priority: 40 },
  'raid-countdown': { room: 'player', area: 'cover', priority: 30 },
  'live-end': { room: 'player', area: 'cover', priority: 20 },
  'poll-card': { room: 'player', area: 'top-end', priority: 10 },
  'raid-panel': { room: 'page', area: 'flow', priority: 20 },
  'poll-popup': { room: 'page', area: 'below-controls', priority: 10 },
}

/** An overlay that wants to show: `shown`, or `yielded` to a higher one in its space. */
export type OverlayPlacement = 'shown' | 'yielded'

const byPriority = (a: OverlayName, b: OverlayName) =>
  OVERLAY_SLOTS[b].priority - OVERLAY_SLOTS[a].priority

/**
 * Which of the overlays that want to show do: in each room, from the highest priority down, an
 * overlay shows unless one shown before it covers the room or takes the same area. Overlays in
 * the page's flow always show.
 *
 * @example
 * arrangeOverlays(['poll-card', 'raid-countdown'])
 * // { 'raid-countdown': 'shown', 'poll-card': 'yielded' }
 */
export function arrangeOverlays(
  wanted: Iterable<OverlayName>,
): Partial<Record<OverlayName, OverlayPlacement>> {
  const placements: Partial<Record<OverlayName, OverlayPlacement>> = {}
  const taken = new Map<OverlayRoom, Set<OverlayArea>>()
  for (const name of [...new Set(wanted)].sort(byPriority)) {
    const { room, area } = OVERLAY_SLOTS[name]
    const areas = taken.get(room) ?? new Set<OverlayArea>()
    taken.set(room, areas)
    const free = area === 'flow' || (!areas.has('cover') && !areas.has(area))
    placements[name] = free ? 'shown' : 'yielded'
    if (free) areas.add(area)
  }
  return placements
}

/** One page's overlays: each claims its slot while it wants to show, and reads its placement. */
export interface OverlayLayers {
  /** The overlay wants to show; call the returned function when it no longer does. */
  claim(name: OverlayName): () => void
  /** Where the overlay stands now (`shown` for one that claims nothing). */
  placement(name: OverlayName): OverlayPlacement
  /** Called after every change of placements; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/**
 * The layer manager of one page: the overlays (rendered by any framework) claim their slots,
 * and {@link arrangeOverlays} decides which show. Touches no DOM.
 *
 * @example
 * const layers = createOverlayLayers()
 * const release = layers.claim('raid-countdown')
 * layers.placement('poll-card') // 'yielded' once the card claims it too
 */
export function createOverlayLayers(): OverlayLayers {
  const claims = new Map<OverlayName, number>()
  const listeners = new Set<() => void>()
  let placements = arrangeOverlays([])
  const change = (name: OverlayName, by: number) => {
    const count = (claims.get(name) ?? 0) + by
    if (count > 0) claims.set(name, count)
    else claims.delete(name)
    placements = arrangeOverlays(claims.keys())
    for (const listener of [...listeners]) listener()
  }
  return {
    claim(name) {
      change(name, 1)
      let released = false
      return () => {
        if (released) return
        released = true
        change(name, -1)
      }
    },
    placement: (name) => placements[name] ?? 'shown',
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
