import { CardGrid as KitCardGrid, type RenderLink } from '@airwave/react/video'
import type { StreamInfo } from '@airwave/sdk/live'
import type { ThumbnailCard } from '@airwave/sdk/video'
import { Link } from 'react-router'
import { useViewer } from '../../app/useViewer'
import { useVideoActions } from './useVideoActions'

/** A live stream of `/v2/stream` as a card (the list answers stream info, not cards). */
export function streamCard(info: StreamInfo): ThumbnailCard {
  return {
    type: 'live',
    channelId: info.channelId,
    title: info.title,
    viewer: info.totalViewer,
    isExist: false,
    tagInfo: { ...info.tagInfo, isAdult: info.tagInfo?.isAdult ?? info.isAdult },
    ...(info.nickname === undefined ? {} : { nickname: info.nickname }),
    ...(info.profileUrl === undefined ? {} : { profileUrl: info.profileUrl }),
    ...(info.categoryInfo === undefined ? {} : { categoryInfo: info.categoryInfo }),
    ...(info.openDate === undefined ? {} : { createDate: info.openDate }),
    ...(info.thumbnail === undefined ? {} : { thumbnail: info.thumbnail }),
    ...(info.idx === undefined ? {} : { idx: info.idx }),
  }
}

/** The kit's cards link through the router: no reload between pages. */
const routerLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
)

export interface CardGridProps {
  cards: readonly ThumbnailCard[]
  label: string
  /** The channel of a `/{channelId}/video` list: its owner and managers get edit and delete. */
  videoListOf?: string
  /** The viewer manages that channel (its info's `isManager`). */
  manager?: boolean
}

/**
 * The kit's card grid as the site shows it: links through the router, the viewer's menu (a
 * card marked not interested hiding with its channel's others; edit, delete and report run by
 * `useVideoActions`).
 */
export function CardGrid({ cards, label, videoListOf, manager }: CardGridProps) {
  const viewer = useViewer()
  const actions = useVideoActions()
  return (
    <>
      <KitCardGrid
        cards={cards}
        label={label}
        viewer={viewer}
        renderLink={routerLink}
        onAction={actions.onCardAction}
        {...(videoListOf === undefined ? {} : { videoListOf })}
        manager={manager === true}
      />
      {actions.dialogs}
    </>
  )
}
