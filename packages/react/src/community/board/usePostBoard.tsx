import type { BoardEmitted, Post, PostAction, PostFilters, Viewer } from '@airwave/sdk/community'
import { reportReasonIdx } from '@airwave/sdk/report'
import { type ReactNode, useState } from 'react'
import { useChannelInfo } from '../../channel/useChannelInfo'
import { AlertDialog, type AlertKind, alertFor } from '../../shared/dialogs/AlertDialog'
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog'
import { ReportDialog } from '../../shared/dialogs/ReportDialog'
import { useT } from '../../shared/i18n/useT'
import { useAirwave } from '../../shared/provider/airwaveContext'
import { type KitReportProps, useKitReports } from '../../shared/provider/useKitReports'
import { type PostListActor, usePostListMachine } from '../usePostListMachine'
import type { PostCardProps } from './PostCard'

interface PostBoardOptions extends KitReportProps<BoardEmitted> {
  channelId: string
  viewer: Viewer
  filters?: PostFilters | undefined
  /** The post page's post; the board otherwise. */
  postIdx?: number
  hrefForPost: (postIdx: number) => string
  onEditPost?: ((postIdx: number) => void) | undefined
  onDeleted?: (postIdx: number) => void
  onNavigate?: ((href: string) => void) | undefined
  renderContent?: ((content: string) => ReactNode) | undefined
}

/** What a card of the board or the post page is given by the board: all but its variant. */
type BoardCardProps = Omit<PostCardProps, 'variant' | 'onComments'>

interface PostBoard extends PostListActor {
  /** Runs a more-menu choice. */
  act: (action: PostAction, post: Post) => void
  like: (post: Post, liked: boolean) => void
  /** The confirmations, the report dialog and the alerts the actions ask for. */
  dialogs: ReactNode
  /** The channel's name and picture, the posts' author. */
  info: ReturnType<typeof useChannelInfo>
  /** A post's card: its author, link, like and menu. */
  card: (post: Post) => BoardCardProps
}

// What the board and the post page share: the SDK's post-list machine, the toasts of its
// events, and the dialogs of its actions. The rules (roles, pins, login) stay in the machine.
export function usePostBoard({
  onEditPost,
  onDeleted,
  onError,
  onEvent: onOwnEvent,
  onNavigate,
  renderContent,
  ...options
}: PostBoardOptions): PostBoard {
  const info = useChannelInfo(options.channelId)
  const t = useT()
  const { toastQueue, onChannelRequired } = useAirwave()
  const [alert, setAlert] = useState<AlertKind | null>(null)
  const reports = useKitReports(
    options.postIdx === undefined ? 'board' : 'post',
    options.channelId,
    {
      onError,
      onEvent: onOwnEvent,
    },
  )
  const onEvent = (event: BoardEmitted) => {
    reports.event(event)
    const kind = alertFor(event)
    // A member without a channel goes to create one, when the app says where.
    if (kind === 'nickname-required' && onChannelRequired) onChannelRequired()
    else if (kind) setAlert(kind)
    if (event.type === 'deleted') {
      toastQueue.show(t('toastPostDeleted'))
      onDeleted?.(event.idx)
    } else if (event.type === 'pinned') toastQueue.show(t('toastPinned'))
    else if (event.type === 'unpinned') toastQueue.show(t('toastPinDisabled'))
    else if (event.type === 'reported') toastQueue.show(t('toastReported'))
  }
  const list = usePostListMachine({ ...options, onEvent })
  const { state, send } = list

  const share = (post: Post) => {
    const url = new URL(options.hrefForPost(post.idx), window.location.href).href
    const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))
    copied.then(
      () => toastQueue.show(t('toastLinkCopied')),
      () => toastQueue.show(t('error')),
    )
  }
  const act = (action: PostAction, post: Post) => {
    const postIdx = post.idx
    if (action === 'share') share(post)
    else if (action === 'edit') onEditPost?.(postIdx)
    else if (action === 'delete') send({ type: 'OPEN', dialog: 'delete', postIdx })
    else if (action === 'pin') send({ type: 'PIN', postIdx })
    else if (action === 'unpin') send({ type: 'UNPIN', postIdx })
    else send({ type: 'OPEN', dialog: 'report', postIdx })
  }
  const cancel = () => send({ type: 'CANCEL' })

  const dialogs = (
    <>
      <ConfirmDialog
        kind="pin-post-replace"
        open={state === 'confirmingPin'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={cancel}
      />
      <ConfirmDialog
        kind="delete-post"
        open={state === 'confirmingDelete'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={cancel}
      />
      <ReportDialog
        open={state === 'reporting'}
        // A post report sends the reason's number (`reportReasonIdx`), as the contract lists it.
        onSubmit={(reason) => send({ type: 'SUBMIT_REPORT', reason: reportReasonIdx(reason) })}
        onCancel={cancel}
      />
      {alert && <AlertDialog kind={alert} open onOpenChange={(open) => open || setAlert(null)} />}
    </>
  )
  const like = (post: Post, liked: boolean) =>
    send({ type: liked ? 'LIKE' : 'UNLIKE', postIdx: post.idx })
  const card = (post: Post): BoardCardProps => ({
    post,
    channelId: options.channelId,
    viewer: options.viewer,
    author: {
      nickname: info.data?.nickname ?? post.nickname ?? options.channelId,
      channelProfileImg: info.data?.channelProfileImg,
    },
    href: options.hrefForPost(post.idx),
    onLike: (liked) => like(post, liked),
    onAction: (action) => act(action, post),
    onNavigate,
    renderContent,
    hiddenActions: onEditPost ? [] : ['edit'],
  })
  return { ...list, act, like, dialogs, info, card }
}
