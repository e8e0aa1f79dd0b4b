import { type Viewer, viewerKey } from '@airwave/sdk'
import { useEffect } from 'react'

/** A machine that serves one viewer and is told when the page's viewer changes. */
interface ViewerActor {
  getSnapshot(): { context: { viewer: Viewer } }
  send(event: { type: 'VIEWER'; viewer: Viewer }): void
}

/**
 * Tells a machine of the page's viewer when it is another one (signed in or out, another
 * channel), so it does not start again for a new object of the same viewer.
 *
 * @example useViewerSync(actor, viewer)
 */
export function useViewerSync(actor: ViewerActor, viewer: Viewer): void {
  useEffect(() => {
    if (viewerKey(actor.getSnapshot().context.viewer) !== viewerKey(viewer)) {
      actor.send({ type: 'VIEWER', viewer })
    }
  }, [actor, viewer])
}
