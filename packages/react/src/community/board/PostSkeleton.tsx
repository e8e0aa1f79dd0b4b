import { VisuallyHidden } from '../../shared/a11y/VisuallyHidden'
import { useT } from '../../shared/i18n/useT'

/**
 * Grey stand-ins for `count` posts while they load, announced once as loading.
 *
 * @example
 * <PostSkeleton count={3} />
 */
export function PostSkeleton({ count = 1 }: { count?: number }) {
  const t = useT()
  return (
    <div role="status" aria-busy="true" className="aw-post-list" data-state="loading">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="aw-skeleton-card" aria-hidden="true">
          <div className="aw-skeleton-line" data-size="title" />
          <div className="aw-skeleton-line" />
          <div className="aw-skeleton-line" />
          <div className="aw-skeleton-line" data-size="short" />
        </div>
      ))}
    </div>
  )
}
