import { AlertDialog, ApiError, LoginPromptDialog, ReportDialog, useAirwave } from '@airwave/react'
import type { ReportReasonKey } from '@airwave/sdk/report'
import {
  type CardAction,
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
  | { kind: 'report'; video: ReportedVideo }
  | { kind: 'already-reported' }
  | { kind: 'edit'; vodNo: number; title: string; hidden: boolean }

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
 * sign in; a second report of the same video says it was already reported, VOD1021). Returns
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
  // Every list of cards lives under ['site']: an edited or deleted video shows everywhere.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['site'] })

  const report = (video: ReportedVideo) =>
    setOpen(viewer?.status === 'member' ? { kind: 'report', video } : { kind: 'login' })

  const sendReport = async (video: ReportedVideo, reason: ReportReasonKey) => {
    try {
      await client.video.report(video.vodNo, videoReportOf(video, reason))
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
    if (!video) return
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
          if (open.kind === 'report') void sendReport(open.video, reason)
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
