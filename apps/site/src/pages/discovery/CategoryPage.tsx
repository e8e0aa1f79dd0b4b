import { categoryInfoQuery } from '@airwave/sdk/live'
import { videoListQuery } from '@airwave/sdk/video'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useDiscoveryText } from '../../i18n/discovery'
import { TabNav } from '../../ui/NavLinks'
import { ErrorState, isNotFound, Loading, NotFound } from '../../ui/states'
import { LivePage } from './LivePage'
import { PagedVideos } from './PagedVideos'

type CategoryTab = 'live' | 'video' | 'clip'

/** `/category/{pathName}/live|video|clip`: a category's channels live now, videos or clips. */
export function CategoryPage({ tab }: { tab: CategoryTab }) {
  const { name = '' } = useParams()
  const { client } = useSite()
  const words = useDiscoveryText()
  const category = useQuery(categoryInfoQuery(client, name))
  if (category.isPending) return <Loading />
  if (category.isError) {
    if (isNotFound(category.error)) return <NotFound message={words.categoryNotFound} />
    return <ErrorState error={category.error} retry={() => category.refetch()} />
  }
  const base = `/category/${encodeURIComponent(category.data.pathName)}`
  return (
    <div className="aw-site-discovery">
      <p className="aw-site-breadcrumb">{words.categoryTitle}</p>
      <TabNav
        label={category.data.name}
        items={[
          { to: `${base}/live`, label: words.navLive },
          { to: `${base}/video`, label: words.navVideos },
          { to: `${base}/clip`, label: words.clipsTitle },
        ]}
      />
      {tab === 'live' ? (
        <LivePage categoryIdx={category.data.idx} title={category.data.name} />
      ) : (
        <CategoryVideos idx={category.data.idx} name={category.data.name} tab={tab} />
      )}
    </div>
  )
}

function CategoryVideos({ idx, name, tab }: { idx: number; name: string; tab: 'video' | 'clip' }) {
  const { client } = useSite()
  const words = useDiscoveryText()
  const videos = useInfiniteQuery(
    videoListQuery(client, { categoryIdx: idx, kind: tab === 'clip' ? 'clip' : 'all' }),
  )
  const title = `${name} · ${tab === 'clip' ? words.clipsTitle : words.videosTitle}`
  return (
    <>
      <title>{`${title} · Airwave`}</title>
      <PagedVideos title={title} query={videos} source="category" />
    </>
  )
}
