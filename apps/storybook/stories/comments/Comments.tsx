import { CommentSection, type CommentSectionProps } from '@airwave/react/community'
import { useViewer } from '../../src/decorators/withAirwave'

/** The comment section as the toolbar's role sees it. */
export function Comments(props: Omit<CommentSectionProps, 'viewer'>) {
  return <CommentSection {...props} viewer={useViewer()} />
}
