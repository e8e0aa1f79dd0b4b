import type { CommentAction } from '@airwave/sdk/community'
import { createContext, useContext } from 'react'

/**
 * What one kind of comments offers, for the rows of a section: a video's comments have no
 * edit and no reply report, and clamp long text to 3 lines (viewing.md section 2).
 */
export interface CommentFeatures {
  edits: boolean
  replyReports: boolean
  /** Lines shown before "See more"; none shows the whole text. */
  clampLines?: number | undefined
}

const all: CommentFeatures = { edits: true, replyReports: true }

export const CommentFeaturesContext = createContext<CommentFeatures>(all)

/** The features of the section the row is in (a post's by default). */
export function useCommentFeatures(): CommentFeatures {
  return useContext(CommentFeaturesContext)
}

/**
 * The SDK's menu without what the section's contract lacks.
 *
 * @example offered(['edit', 'delete'], { edits: false, replyReports: true }, 'comment') // ['delete']
 */
export function offered(
  actions: CommentAction[],
  features: CommentFeatures,
  kind: 'comment' | 'reply',
): CommentAction[] {
  return actions.filter(
    (action) =>
      !(action === 'edit' && !features.edits) &&
      !(action === 'report' && kind === 'reply' && !features.replyReports),
  )
}
