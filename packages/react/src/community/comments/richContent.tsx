import type { Viewer } from '@airwave/sdk/community'
import { renderRichText } from '@airwave/sdk/rich-text'
import { type ReactNode, useCallback } from 'react'
import { useEmoticonCatalog } from '../../emoticon/useEmoticonCatalog'

/**
 * The default way comment text is shown: the SDK's rich-text renderer, which sanitises with
 * DOMPurify, keeps line breaks, links URLs (new tab), marks @mentions and draws the emoticons
 * of the channel the viewer may see. The same function until the emoticons change.
 */
export function useRichContent(channelId: string, viewer: Viewer): (content: string) => ReactNode {
  const { lookup, isSubscriber } = useEmoticonCatalog(channelId, viewer)
  return useCallback(
    (content: string) => (
      <div
        className="aw-comment-content"
        dangerouslySetInnerHTML={{
          __html: renderRichText(content, { emoticons: lookup, isSubscriber }),
        }}
      />
    ),
    [lookup, isSubscriber],
  )
}
