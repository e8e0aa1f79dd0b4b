import {
  bannerFileProblem,
  CHANNEL_BANNERS_MAX,
  type ChannelBanner,
  channelLinkUrl,
  deleteBannerMutation,
  setBannerShownMutation,
  uploadBannerMutation,
} from '@airwave/sdk/channel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSite } from '../../../app/siteContext'
import { useDashboardCommunityWords } from '../../../i18n/dashboardCommunity'
import { fill } from '../../../i18n/discovery'
import { AlertDialog } from '../../../ui/AlertDialog'
import { ImageFileButton } from '../../../ui/ImageFileButton'
import { ErrorState } from '../../../ui/states'

/**
 * The channel's banners on `/dashboard/channel-info`: previews, an upload (the file checked for
 * type and size before it is sent, so a wrong one is named at once), a delete after a
 * confirmation, and the switch that shows the first banner on the channel page.
 */
export function BannerSection({
  channelId,
  banners,
  isBanner,
}: {
  channelId: string
  banners: ChannelBanner[]
  isBanner: boolean
}) {
  const { client } = useSite()
  const words = useDashboardCommunityWords()
  const queryClient = useQueryClient()
  const upload = useMutation(uploadBannerMutation(client, queryClient, channelId))
  const remove = useMutation(deleteBannerMutation(client, queryClient, channelId))
  const show = useMutation(setBannerShownMutation(client, queryClient, channelId))
  const id = useId()
  const [link, setLink] = useState('')
  const [problem, setProblem] = useState<string>()
  const [removing, setRemoving] = useState<{ banner: ChannelBanner; n: number }>()
  const full = banners.length >= CHANNEL_BANNERS_MAX
  const linkBad = link.trim() !== '' && !channelLinkUrl(link)

  const choose = (file: File) => {
    upload.reset()
    const wrong = bannerFileProblem(file)
    if (wrong) {
      setProblem(wrong === 'size' ? words.bannerTooBig : words.bannerWrongType)
      return
    }
    setProblem(undefined)
    upload.mutate(
      { file, fileName: file.name, linkUrl: link.trim() || undefined },
      { onSuccess: () => setLink('') },
    )
  }
  const shownChecked = show.isPending ? show.variables.isBanner : isBanner
  const error = problem ?? (upload.isError ? upload.error.message : undefined)

  return (
    <section
      className="aw-site-dashboard-card aw-site-banners"
      aria-labelledby={`${id}-title`}
      data-testid="channel-banners"
    >
      <h2 id={`${id}-title`} className="aw-site-subtitle">
        {words.banners}
      </h2>
      <p className="aw-site-muted">{fill(words.bannersHint, { max: CHANNEL_BANNERS_MAX })}</p>
      <label className="aw-site-check">
        <input
          type="checkbox"
          role="switch"
          checked={shownChecked}
          aria-checked={shownChecked}
          disabled={show.isPending || banners.length === 0}
          onChange={(event) => show.mutate({ isBanner: event.target.checked })}
        />
        {words.bannerShow}
      </label>
      {show.isError && <ErrorState error={show.error} />}
      {remove.isError && <ErrorState error={remove.error} />}
      {banners.length === 0 ? (
        <p className="aw-site-state" data-state="empty">
          {words.bannersEmpty}
        </p>
      ) : (
        <ol className="aw-site-banner-list">
          {banners.map((banner, i) => (
            <li key={banner.bannerIdx} className="aw-site-banner-item">
              <div className="aw-site-banner-figure">
                <img
                  className="aw-site-banner-preview"
                  src={banner.imageUrl}
                  alt={fill(words.bannerAlt, { n: i + 1 })}
                  loading="lazy"
                />
                {banner.linkUrl && (
                  <span className="aw-site-muted aw-site-banner-link">{banner.linkUrl}</span>
                )}
              </div>
              <button
                type="button"
                className="aw-button"
                data-variant="danger"
                disabled={remove.isPending}
                onClick={() => setRemoving({ banner, n: i + 1 })}
              >
                {fill(words.bannerDelete, { n: i + 1 })}
              </button>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className="aw-site-muted">{fill(words.bannerFull, { max: CHANNEL_BANNERS_MAX })}</p>
      ) : (
        <div className="aw-site-form">
          <label className="aw-site-field" htmlFor={`${id}-link`}>
            {words.bannerLink}
            <input
              id={`${id}-link`}
              type="url"
              inputMode="url"
              value={link}
              aria-invalid={linkBad ? true : undefined}
              aria-describedby={linkBad ? `${id}-link-error` : undefined}
              onChange={(event) => setLink(event.target.value)}
            />
            {linkBad && (
              <span id={`${id}-link-error`} className="aw-site-error">
                {words.linkInvalid}
              </span>
            )}
          </label>
          <div className="aw-site-inline-form">
            <ImageFileButton
              label={words.banners}
              disabled={upload.isPending || linkBad}
              busy={upload.isPending}
              onFile={choose}
            >
              {upload.isPending ? words.bannerUploading : words.bannerUpload}
            </ImageFileButton>
            <span role="status" className={error ? 'aw-site-error' : 'aw-site-muted'}>
              {error ?? ''}
            </span>
          </div>
        </div>
      )}
      {removing && (
        <AlertDialog
          title={fill(words.bannerDelete, { n: removing.n })}
          body={fill(words.bannerDeleteConfirm, { n: removing.n })}
          confirmLabel={fill(words.bannerDelete, { n: removing.n })}
          variant="danger"
          onConfirm={() => {
            remove.mutate(removing.banner.bannerIdx)
            setRemoving(undefined)
          }}
          cancel={{ label: words.cancel, onCancel: () => setRemoving(undefined) }}
        />
      )}
    </section>
  )
}
