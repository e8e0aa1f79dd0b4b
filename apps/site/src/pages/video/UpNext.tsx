import type { AutoplayVod } from '@airwave/sdk/video'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useSessionStatus, useSite } from '../../app/siteContext'
import { useDiscoveryText } from '../../i18n/discovery'
import { ErrorState, Loading } from '../../ui/states'

/** How long the next video waits before autoplay opens it (chosen). */
const AUTOPLAY_DELAY_MS = 5000

export interface UpNextProps {
  vodNo: number
  query: {
    isPending: boolean
    isError: boolean
    error: unknown
    data: AutoplayVod[] | undefined
    refetch: () => unknown
  }
  /** The member's autoplay setting as the video's info gave it. */
  autoplay: boolean
  onPlay: (vodNo: number) => void
}

/**
 * At a video's end: the recommended videos (the SDK's query: 3 retries, 3 s apart) and the
 * autoplay switch; with autoplay on, the first one opens after a few seconds. The switch is
 * saved for members (`isAutoPlay`).
 */
export function UpNext({ vodNo, query, autoplay, onPlay }: UpNextProps) {
  const { client } = useSite()
  const words = useDiscoveryText()
  const member = useSessionStatus() === 'authenticated'
  const [on, setOn] = useState(autoplay)
  const id = useId()
  const first = query.data?.find((video) => video.idx !== vodNo)?.idx
  // The page's callback changes on each render; the countdown must not restart for that.
  const play = useRef(onPlay)
  play.current = onPlay
  useEffect(() => {
    if (!on || first === undefined) return
    const timer = setTimeout(() => play.current(first), AUTOPLAY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [on, first])
  const toggle = (next: boolean) => {
    setOn(next)
    if (member) client.video.saveSetting({ isAutoPlay: next }).catch(() => setOn(!next))
  }
  return (
    <section className="aw-site-section" aria-labelledby={`${id}-title`} data-testid="up-next">
      <div className="aw-site-section-head">
        <h2 id={`${id}-title`} className="aw-site-section-title">
          {words.upNext}
        </h2>
        <label className="aw-site-inline-form">
          <input type="checkbox" checked={on} onChange={(event) => toggle(event.target.checked)} />
          {words.autoplay}
        </label>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} retry={() => query.refetch()} />
      ) : !query.data?.length ? (
        <p className="aw-site-muted">{words.noVideos}</p>
      ) : (
        <ol className="aw-site-rows">
          {query.data.map((video) => (
            <li key={video.idx} className="aw-site-row">
              <Link to={`/video/${video.idx}`}>
                {video.titleName ?? `#${video.idx}`}
                {video.channelNickname && (
                  <span className="aw-site-muted"> · {video.channelNickname}</span>
                )}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
