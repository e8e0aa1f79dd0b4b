import { useRef, useState } from 'react'
import { MoreMenu, type MoreMenuItem } from '../shared/a11y/MoreMenu'

// Where the menu opens: below its button, or above it for a line in the lower half of the log
// (most lines a moderator acts on are the newest, at the bottom), so it is not cut off there.
function placementOf(element: HTMLElement | null): 'above' | 'below' {
  const log = element?.closest('.aw-chat-scroll')
  if (!element || !log) return 'below'
  const box = log.getBoundingClientRect()
  return element.getBoundingClientRect().top > box.top + box.height / 2 ? 'above' : 'below'
}

/**
 * The moderation menu of a chat line: the kit's menu. Its own module, loaded the first time a
 * line has one, so a viewer who moderates nothing never downloads it.
 */
export default function ChatModerationMenu(props: { items: MoreMenuItem[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [placement, setPlacement] = useState<'above' | 'below'>('below')
  return (
    <div ref={ref} className="aw-chat-entry-menu" data-placement={placement}>
      <MoreMenu
        items={props.items}
        label={props.label}
        onOpenChange={(open) => {
          if (open) setPlacement(placementOf(ref.current))
        }}
      />
    </div>
  )
}
