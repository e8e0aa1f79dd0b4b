import type { Viewer } from '@airwave/sdk'
import type { Emoticon } from '@airwave/sdk/emoticon'
import { lazy, Suspense, useState } from 'react'
import { SmileIcon } from '../shared/icons'
import type { ChatText } from './chatText'

const load = () => import('../emoticon/EmoticonPicker')
const EmoticonPicker = lazy(() => load().then((module) => ({ default: module.EmoticonPicker })))

export interface ChatEmoticonsProps {
  channelId: string
  viewer: Viewer
  onPick: (emoticon: Emoticon) => void
  onSubscribe?: ((channelId: string) => void) | undefined
  t: ChatText
}

/**
 * The chat input's emoticon button: the kit's `EmoticonPicker` (tabs, grid, keyboard, the
 * subscribe guide), loaded the first time the member reaches for it (a pointer over the
 * button or focus starts the download, the click opens it), so a chat page does not carry the
 * picker until someone wants an emoticon.
 *
 * @example
 * <ChatEmoticons channelId="airwave" viewer={viewer} t={t} onPick={(e) => insert(`{:${e.emoticonKeyword}:}`)} />
 */
export function ChatEmoticons({ t, ...props }: ChatEmoticonsProps) {
  const [wanted, setWanted] = useState(false)
  const button = (
    <div className="aw-emoticon-picker" data-state="closed">
      <button
        type="button"
        className="aw-icon-button"
        aria-label={t('emoticons')}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => setWanted(true)}
      >
        <SmileIcon />
      </button>
    </div>
  )
  if (!wanted) return button
  return (
    <Suspense fallback={button}>
      <EmoticonPicker {...props} defaultOpen />
    </Suspense>
  )
}
