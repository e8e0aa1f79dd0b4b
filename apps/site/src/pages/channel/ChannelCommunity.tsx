import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useViewer } from '../../app/useViewer'
import { useDiscoveryText } from '../../i18n/discovery'
import { Loading } from '../../ui/states'

/** Posts the channel page shows; the rest are on its community page. */
const PREVIEW_POSTS = 3

// The board is the community page's chunk: a viewer who never scrolls down does not load it.
const CommunityBoard = lazy(() =>
  import('@airwave/react/community').then((m) => ({ default: m.CommunityBoard })),
)

/** Whether the element has come within `margin` of the viewport (for good, once it has). */
function useNear<T extends Element>(margin: string) {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return { ref, near }
}

/**
 * The channel page's community: its newest posts, loaded as the section nears the screen, and
 * the way to the whole board.
 */
export function ChannelCommunity({ channelId }: { channelId: string }) {
  const { text } = useSite()
  const words = useDiscoveryText()
  const viewer = useViewer()
  const navigate = useNavigate()
  const { ref, near } = useNear<HTMLElement>('400px')
  const board = `/${encodeURIComponent(channelId)}/community`
  return (
    <section className="aw-site-section" ref={ref} data-testid="channel-community">
      <div className="aw-site-section-head">
        <h2 className="aw-site-section-title">{text.community}</h2>
        <Link className="aw-site-nav-link" to={board}>
          {words.seeAll}
        </Link>
      </div>
      {near && viewer ? (
        <Suspense fallback={<Loading />}>
          <CommunityBoard
            // A sign-in or sign-out starts the board over with the new viewer.
            key={`${viewer.status}:${viewer.status === 'member' ? viewer.channelId : ''}`}
            channelId={channelId}
            viewer={viewer}
            limit={PREVIEW_POSTS}
            onNavigate={(href) => navigate(href, { state: { from: `/${channelId}` } })}
          />
        </Suspense>
      ) : near ? (
        <Loading />
      ) : (
        // Not asked for yet: room for the posts, and nothing announced as loading.
        <div className="aw-site-deferred" />
      )}
    </section>
  )
}
