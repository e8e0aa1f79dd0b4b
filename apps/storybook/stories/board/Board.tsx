import {
  CommunityBoard,
  type CommunityBoardProps,
  PostDetail,
  type PostDetailProps,
} from '@airwave/react/community'
import { useViewer } from '../../src/decorators/withAirwave'

/** The board as the toolbar's role sees it. */
export function Board(props: Omit<CommunityBoardProps, 'viewer'>) {
  return <CommunityBoard {...props} viewer={useViewer()} />
}

/** A post's page as the toolbar's role sees it. */
export function Post(props: Omit<PostDetailProps, 'viewer'>) {
  return <PostDetail {...props} viewer={useViewer()} />
}
