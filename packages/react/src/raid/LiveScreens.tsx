import type { LiveEndPlay, LiveState } from '@airwave/sdk/live'
import type { RaidNavigation } from '@airwave/sdk/raid'
import type { AutoplayVod } from '@airwave/sdk/video'
import { useEffect, useRef, useState } from 'react'
import { useOverlayLayer } from '../shared/overlay/useOverlayLayer'
import { useLocale } from '../shared/provider/airwaveContext'
import { type LiveEndHandle, useLiveEnd } from './useLiveEnd'
import { type RaidHandle, useRaid } from './useRaid'

type ScreensModule = typeof import('@airwave/player/screens')
type Views = {
  raid: ReturnType<ScreensModule['mountRaidScreen']>
  liveEnd: ReturnType<ScreensModule['mountLiveEndScreen']>
}

export interface LiveScreensProps {
  channelId: string
  /** The channel's live state (`useLiveInfo(channelId).state`). */
  live: LiveState
  /** The stream's category: the live-end recommendations come from it too. */
  categoryIdx?: number | undefined
  /** The channel's name for "{name} is raiding {target}"; default its id. */
  raiderName?: string | undefined
  /** Go where the raid goes (`path`, entry way `raid_cms_auto`), or switch the stream in place. */
  onRaid: (navigation: RaidNavigation) => void
  /** Play a recommended video (`path` is `/video/{idx}`), or play it in place. */
  onPlay: (play: LiveEndPlay) => void
  /** Whether this page follows raids (default true). */
  raidAutoplay?: boolean
  /** The videos' link addresses; default `/video/{idx}`. */
  hrefOf?: (vod: AutoplayVod) => string
}

/**
 * The raid countdown and the live-end screen of a channel page, for `<Player overlay>`: the
 * SDK's raid and live-end machines (`useRaid`, `useLiveEnd`) rendered by the player's
 * framework-free screens (`@airwave/player/screens`, loaded when a screen first shows). A raid
 * shows over the live-end screen. `data-raid` and `data-live-end` carry their states.
 *
 * @example
 * const live = useLiveInfo(channelId)
 * <Player src={url} live overlay={
 *   <LiveScreens channelId={channelId} live={live.state} categoryIdx={live.streamInfo?.categoryIdx}
 *     onRaid={({ path }) => navigate(path)} onPlay={({ path }) => navigate(path)} />
 * } />
 */
export function LiveScreens(props: LiveScreensProps) {
  const raid = useRaid(props.channelId, {
    live: props.live,
    onRaid: props.onRaid,
    ...(props.raidAutoplay !== undefined && { autoplay: props.raidAutoplay }),
  })
  const liveEnd = useLiveEnd(props.channelId, {
    live: props.live,
    categoryIdx: props.categoryIdx,
    onPlay: props.onPlay,
  })
  return (
    <ScreensView
      raid={raid}
      liveEnd={liveEnd}
      raiderName={props.raiderName}
      {...(props.hrefOf && { hrefOf: props.hrefOf })}
    />
  )
}

export interface ScreensViewProps {
  raid: RaidHandle
  liveEnd: LiveEndHandle
  raiderName?: string | undefined
  hrefOf?: (vod: AutoplayVod) => string
}

/**
 * The player's screens for a raid and a live-end handle (`useRaid`, `useLiveEnd`): what
 * {@link LiveScreens} renders, for a host that runs the hooks itself.
 *
 * @example <ScreensView raid={useRaid(id, { live })} liveEnd={useLiveEnd(id, { live })} />
 */
export function ScreensView({ raid, liveEnd, raiderName, hrefOf }: ScreensViewProps) {
  const locale = useLocale()
  const box = useRef<HTMLDivElement>(null)
  const [views, setViews] = useState<Views | undefined>(undefined)
  const latest = useRef({ raid, liveEnd, hrefOf })
  useEffect(() => {
    latest.current = { raid, liveEnd, hrefOf }
  })
  // The page's layer manager decides what covers the picture: an alert over a raid countdown,
  // the countdown over the live-end screen (and over the poll card, which yields to both).
  const raidPlaced = useOverlayLayer('raid-countdown', raid.screen.state !== 'hidden')
  const endPlaced = useOverlayLayer('live-end', liveEnd.state === 'shown')
  const raidShown = raid.screen.state !== 'hidden' && raidPlaced === 'shown'
  // Latched: once a screen has shown, the screens stay mounted for this page.
  const [wanted, setWanted] = useState(false)
  if (!wanted && (raidShown || liveEnd.state === 'shown')) setWanted(true)

  // The screens' code loads the first time one shows, then stays for this page.
  useEffect(() => {
    const container = box.current
    if (!wanted || !container) return
    let cancelled = false
    let mounted: Views | undefined
    import('@airwave/player/screens').then(
      (screens) => {
        if (cancelled) return
        const words = { locale }
        mounted = {
          raid: screens.mountRaidScreen(container, {
            ...words,
            ...(raiderName && { raiderName }),
            onGo: () => latest.current.raid.go(),
            onStay: () => latest.current.raid.stay(),
          }),
          liveEnd: screens.mountLiveEndScreen(container, {
            ...words,
            hrefOf: (vod) => latest.current.hrefOf?.(vod) ?? `/video/${vod.idx}`,
            onPlay: (vod) => latest.current.liveEnd.play(vod.idx),
            onClose: () => latest.current.liveEnd.close(),
          }),
        }
        setViews(mounted)
      },
      () => {},
    )
    return () => {
      cancelled = true
      mounted?.raid.destroy()
      mounted?.liveEnd.destroy()
      setViews(undefined)
    }
    // Mounted once wanted; again only for another language or raider name.
  }, [wanted, locale, raiderName])

  useEffect(() => {
    views?.raid.update(raidShown ? raid.screen : { ...raid.screen, state: 'hidden' })
  }, [views, raidShown, raid.screen])
  useEffect(() => {
    views?.liveEnd.update({
      state: endPlaced === 'shown' ? liveEnd.state : 'hidden',
      recommendations: liveEnd.recommendations,
    })
  }, [views, endPlaced, liveEnd.state, liveEnd.recommendations])

  return (
    <div
      ref={box}
      className="aw-live-screens"
      data-raid={raid.screen.state}
      data-live-end={liveEnd.state}
    />
  )
}
