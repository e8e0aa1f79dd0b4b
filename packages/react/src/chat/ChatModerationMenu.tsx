import { MoreMenu, type MoreMenuItem } from '../shared/a11y/MoreMenu'

/**
 * The moderation menu of a chat line: the kit's menu. Its own module, loaded the first time a
 * line has one, so a viewer who moderates nothing never downloads it.
 */
export default function ChatModerationMenu(props: { items: MoreMenuItem[]; label: string }) {
  return (
    <div className="aw-chat-entry-menu">
      <MoreMenu items={props.items} label={props.label} />
    </div>
  )
}
