import {
  type CommentThreadRules,
  commentThreadRules,
  postCommentAdapter,
} from '@airwave/sdk/community'
import { createContext, useContext } from 'react'

/** The rules of the thread a row is in (a post's by default): its menu, how its text shows. */
export const ThreadRulesContext = createContext<CommentThreadRules>(
  commentThreadRules(postCommentAdapter),
)

/** The rules of the section the row is in (the SDK's, for its kind of comments). */
export function useThreadRules(): CommentThreadRules {
  return useContext(ThreadRulesContext)
}
