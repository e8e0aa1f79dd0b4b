import { CardGrid as KitCardGrid, type RenderLink } from '@airwave/react/video'
import { blockedChannelIdsQuery } from '@airwave/sdk/channel'
import type { ViewSource } from '@airwave/sdk/stats'
import { cardView, isRestricted, type ThumbnailCard } from '@airwave/sdk/video'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useUserActionLog } from '../../app/useUserActionLog'
import { useViewer } from '../../app/useViewer'
import { useVideoActions } from './useVideoActions'

/** How many cards a row shows (the home page's rows, the shapes held while a list loads). */
export const HOME_ROW = 8

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
  /** The cards are on a channel's page (`/{channelId}`, `/{channelId}/video`). */
  onChannelPage?: boolean
  /** Where the list is, for the statistics' card opening (`channel` on a channel's page). */
  source?: ViewSource
}

const NO_IDS: readonly string[] = []

/**
 * The kit's card grid as the site shows it: links through the router, the viewer's menu (a
 * card marked not interested hiding with its channel's others; edit, delete and report run by
 * `useVideoActions`). Restricted mode (viewing.md section 2): on a channel's page, and on a card
 * of a channel the member blocked (the block list, refreshed by every block and unblock), the
 * menu offers only report; the owner and managers keep edit and delete on their video list.
 */
export function CardGrid({
  cards,
  label,
  videoListOf,
  manager,
  onChannelPage,
  source,
}: CardGridProps) {
  const { client } = useSite()
  const logAction = useUserActionLog()
  const where = source ?? (onChannelPage ? 'channel' : undefined)
  // The router's link, which also logs the opening of the card it leads to (its picture, its
  // title; a live card's channel link too, which opens the same live).
  const renderLink = useMemo<RenderLink>(() => {
    if (!where) return routerLink
    return ({ href, className, children }) => (
      <Link
        to={href}
        className={className}
        onClick={() => {
          const position = cards.findIndex((card) => cardView(card).href === href)
          const card = cards[position]
          if (card) logAction({ type: 'openCard', card, position, source: where })
        }}
      >
        {children}
      </Link>
    )
  }, [cards, where, logAction])
  const viewer = useViewer()
  const actions = useVideoActions()
  const blocked = useQuery({
    ...blockedChannelIdsQuery(client),
    enabled: viewer?.status === 'member',
  })
  const blockedIds = blocked.data ?? NO_IDS
  const restricted = (card: ThumbnailCard) =>
    isRestricted({ onChannelPage: onChannelPage === true, blocked: blockedIds }, card.channelId)
  return (
    <>
      <KitCardGrid
        cards={cards}
        label={label}
        viewer={viewer}
        renderLink={renderLink}
        onAction={actions.onCardAction}
        restricted={restricted}
        {...(videoListOf === undefined ? {} : { videoListOf })}
        manager={manager === true}
      />
      {actions.dialogs}
    </>
  )
}

/** A card of the reserved row: a line of each kind a listed card shows. */
const SHAPE_CARD: ThumbnailCard = {
  type: 'vod',
  isExist: true,
  title: 'Airwave',
  nickname: 'Airwave',
  channelId: 'airwave',
  categoryInfo: { idx: 0, name: 'Just Chatting', pathName: 'talk' },
  // Two tags: with the category they wrap to a second line on most cards' widths, as listed
  // cards' usually do.
  tagInfo: { categoryTagList: ['highlight', 'speedrun'] },
  duration: 60,
}

const shapeLink: RenderLink = ({ className, children }) => (
  <span className={className}>{children}</span>
)

/**
 * The shape of a card grid, for `ListSection`'s `reserve`: the kit's own cards (so the same
 * height at every width), drawn invisible. `firstRow`: only the first row takes room, for a
 * list that is often shorter than `count` (the live channels).
 */
export function CardRowShape({ count, firstRow = false }: { count: number; firstRow?: boolean }) {
  const cards = Array.from({ length: count }, (_, index) => ({ ...SHAPE_CARD, vodNo: index }))
  return (
    <div className={firstRow ? 'aw-site-first-row' : undefined}>
      <KitCardGrid cards={cards} label="" renderLink={shapeLink} />
    </div>
  )
}
