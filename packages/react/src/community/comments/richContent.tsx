import type { Viewer } from '@airwave/sdk/community'
import { type ReactNode, useCallback } from 'react'
import { useEmoticonCatalog } from '../../emoticon/useEmoticonCatalog'
import { RichText } from '../../shared/richText/RichText'

/**
 * The default way comment text is shown: the kit's rich-text rules as React elements (as in the
 * chat, never an HTML string), which keep line breaks, link URLs (new tab), mark @mentions and
 * draw the emoticons of the channel the viewer may see. The same function until the emoticons
 * change.
 */
export function useRichContent(channelId: string, viewer: Viewer): (content: string) => ReactNode {
  const { lookup, isSubscriber } = useEmoticonCatalog(channelId, viewer)
  return useCallback(
    (content: string) => (
      <div className="aw-comment-content">
        <RichText text={content} emoticons={lookup} isSubscriber={isSubscriber} />
      </div>
    ),
    [lookup, isSubscriber],
  )
}
