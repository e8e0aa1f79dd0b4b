import { Avatar } from '@airwave/react/community'
import {
  deleteProfileImageMutation,
  isGeneratedProfileImage,
  profileImageFileProblem,
  uploadProfileImageMutation,
} from '@airwave/sdk/channel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSite } from '../../../app/siteContext'
import { useDashboardCommunityWords } from '../../../i18n/dashboardCommunity'
import { ImageFileButton } from '../../../ui/ImageFileButton'

/**
 * The channel's picture on `/dashboard/channel-info`: the current one, an upload (the file's
 * type and size named before it is sent, the input cleared whatever happens) and a removal back
 * to the generated picture. The SDK's mutations refresh every view of the picture.
 */
export function ProfileImageSection({
  channelId,
  nickname,
  picture,
}: {
  channelId: string
  nickname: string
  picture: string | null | undefined
}) {
  const { client } = useSite()
  const words = useDashboardCommunityWords()
  const queryClient = useQueryClient()
  const upload = useMutation(uploadProfileImageMutation(client, queryClient, channelId))
  const remove = useMutation(deleteProfileImageMutation(client, queryClient, channelId))
  const id = useId()
  const [problem, setProblem] = useState<string>()
  const [done, setDone] = useState<string>()
  const busy = upload.isPending || remove.isPending

  const choose = (file: File) => {
    upload.reset()
    remove.reset()
    setDone(undefined)
    const wrong = profileImageFileProblem(file)
    if (wrong) {
      setProblem(wrong === 'size' ? words.profileImageTooBig : words.bannerWrongType)
      return
    }
    setProblem(undefined)
    upload.mutate(
      { file, fileName: file.name },
      { onSuccess: () => setDone(words.profileImageSaved) },
    )
  }
  const reset = () => {
    upload.reset()
    setProblem(undefined)
    setDone(undefined)
    remove.mutate(undefined, { onSuccess: () => setDone(words.profileImageRemoved) })
  }
  const error =
    problem ??
    (upload.isError ? upload.error.message : remove.isError ? remove.error.message : undefined)
  const status = upload.isPending
    ? words.bannerUploading
    : remove.isPending
      ? words.profileImageRemoving
      : (error ?? done ?? '')

  return (
    <section
      className="aw-site-dashboard-card aw-site-profile-image"
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      data-testid="channel-profile-image"
    >
      <h2 id={`${id}-title`} className="aw-site-subtitle">
        {words.profileImage}
      </h2>
      <div className="aw-site-profile-image-row">
        <Avatar channelId={channelId} nickname={nickname} src={picture} size={96} />
        <div className="aw-site-profile-image-controls">
          <p className="aw-site-muted">{words.profileImageHint}</p>
          <div className="aw-site-inline-form">
            <ImageFileButton
              label={words.profileImage}
              disabled={busy}
              busy={upload.isPending}
              onFile={choose}
            >
              {upload.isPending ? words.bannerUploading : words.profileImageUpload}
            </ImageFileButton>
            {!isGeneratedProfileImage(picture) && (
              <button
                type="button"
                className="aw-button"
                disabled={busy}
                aria-busy={remove.isPending || undefined}
                onClick={reset}
              >
                {remove.isPending ? words.profileImageRemoving : words.profileImageRemove}
              </button>
            )}
          </div>
          <p
            role="status"
            className={error && !busy ? 'aw-site-error' : 'aw-site-muted'}
            data-testid="profile-image-status"
          >
            {status}
          </p>
        </div>
      </div>
    </section>
  )
}
