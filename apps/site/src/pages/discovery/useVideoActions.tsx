import { AlertDialog, ApiError, LoginPromptDialog, ReportDialog, useAirwave } from '@airwave/react'
import { refreshCardLists } from '@airwave/sdk'
import type { ReportReasonKey } from '@airwave/sdk/report'
import {
  type CardAction,
  liveReportOf,
  type ReportedVideo,
  type ThumbnailCard,
  videoReportOf,
  videoUpdateFormData,
} from '@airwave/sdk/video'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useSite } from '../../app/siteContext'
import { useViewer } from '../../app/useViewer'
import { useDiscoveryText } from '../../i18n/discovery'
import { EditVideoDialog } from './EditVideoDialog'

type Open =
  | { kind: 'none' }
  | { kind: 'login' }
  | { kind: 'report'; target: Reported }
  | { kind: 'already-reported' }
  | { kind: 'edit'; vodNo: number; title: string; hidden: boolean }

/** What a report is of: a video, or a live stream (reported as its channel). */
type Reported = { video: ReportedVideo } | { live: { channelId: string; title?: string } }

/** The video a card stands for, or undefined for a live card (it has no video to act on). */
function videoOf(card: ThumbnailCard): ReportedVideo | undefined {
  if (!card.isExist || card.vodNo === undefined || !card.channelId) return undefined
  return {
    vodNo: card.vodNo,
    channelId: card.channelId,
    title: card.title ?? '',
    fileType: card.fileType,
  }
}

/**
 * A video's menu actions as the site runs them: edit (title and hidden), delete (the card's
 * confirmation came first; the lists refetch and the card goes), and report (a guest is asked to
 * sign in; a second report of the same video says it was already reported, VOD1021; a live
 * card reports its channel, CHA30049 the second time). Returns
 * the card grid's `onAction`, a `report` for the video page, and the dialogs to render.
 */
export function useVideoActions(): {
  onCardAction: (action: Exclude<CardAction, 'notInterested'>, card: ThumbnailCard) => void
  report: (video: ReportedVideo) => void
  dialogs: ReactNode
} {
  const { client } = useSite()
  const { toastQueue } = useAirwave()
  const viewer = useViewer()
  const queryClient = useQueryClient()
  const words = useDiscoveryText()
  const [open, setOpen] = useState<Open>({ kind: 'none' })
  const [busy, setBusy] = useState(false)
  const close = () => setOpen({ kind: 'none' })
  const failed = () => toastQueue.show(words.actionFailed)
  // An edited or deleted video shows so in every list of cards.
  const refresh = () => refreshCardLists(queryClient)

  const reportOf = (target: Reported) =>
    setOpen(viewer?.status === 'member' ? { kind: 'report', target } : { kind: 'login' })
  const report = (video: ReportedVideo) => reportOf({ video })

  const sendReport = async (target: Reported, reason: ReportReasonKey) => {
    try {
      if ('video' in target) {
        await client.video.report(target.video.vodNo, videoReportOf(target.video, reason))
      } else {
        await client.channel.reportChannel(target.live.channelId, liveReportOf(target.live, reason))
      }
      toastQueue.show(words.reportFiled)
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'already-reported') {
        setOpen({ kind: 'already-reported' })
      } else failed()
    }
  }

  const remove = async (vodNo: number) => {
    try {
      await client.video.delete(vodNo)
      toastQueue.show(words.videoDeleted)
      await refresh()
    } catch {
      failed()
    }
  }

  const save = async (vodNo: number, fields: { title: string; isHidden: boolean }) => {
    setBusy(true)
    try {
      await client.video.update(vodNo, videoUpdateFormData(fields))
      close()
      toastQueue.show(words.videoSaved)
      await refresh()
    } catch {
      failed()
    } finally {
      setBusy(false)
    }
  }

  const onCardAction = (action: Exclude<CardAction, 'notInterested'>, card: ThumbnailCard) => {
    const video = videoOf(card)
    if (!video) {
      // A live card has no video: its report is of its channel.
      if (action === 'report' && card.channelId) {
        reportOf({ live: { channelId: card.channelId, title: card.title ?? '' } })
      }
      return
    }
    if (action === 'report') report(video)
    else if (action === 'delete') void remove(video.vodNo)
    else {
      const hidden = (card as { isHidden?: boolean }).isHidden === true
      setOpen({ kind: 'edit', vodNo: video.vodNo, title: video.title, hidden })
    }
  }

  const dialogs = (
    <>
      <LoginPromptDialog open={open.kind === 'login'} onOpenChange={(next) => !next && close()} />
      <ReportDialog
        open={open.kind === 'report'}
        onOpenChange={(next) => !next && open.kind === 'report' && close()}
        onSubmit={(reason) => {
          if (open.kind === 'report') void sendReport(open.target, reason)
        }}
      />
      <AlertDialog
        kind="already-reported"
        open={open.kind === 'already-reported'}
        onOpenChange={(next) => !next && close()}
      />
      {open.kind === 'edit' && (
        <EditVideoDialog
          title={open.title}
          hidden={open.hidden}
          busy={busy}
          onCancel={close}
          onSave={(fields) => void save(open.vodNo, fields)}
        />
      )}
    </>
  )
  return { onCardAction, report, dialogs }
}
