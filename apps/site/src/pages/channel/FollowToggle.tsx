import { type ChannelInfo, channelKeys } from '@airwave/sdk/channel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus, useSite } from '../../app/siteContext'
import { useViewer } from '../../app/useViewer'
import { useDiscoveryText } from '../../i18n/discovery'

/**
 * Follows or unfollows the channel; a guest goes to sign in. The site's stand-in for the kit's
 * `<FollowButton>`: the count and the state come back from the server's channel info.
 */
export function FollowToggle({ channelId, info }: { channelId: string; info: ChannelInfo }) {
  const { client } = useSite()
  const words = useDiscoveryText()
  const status = useSessionStatus()
  const viewer = useViewer()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const following = info.myChannelRelatedInfo?.isFollow ?? false
  const toggle = useMutation({
    mutationFn: () =>
      following ? client.channel.unfollow({ channelId }) : client.channel.follow({ channelId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.info(channelId) }),
  })
  // One's own channel has nothing to follow.
  if (viewer?.status === 'member' && viewer.channelId === channelId) return null
  return (
    <button
      type="button"
      className="aw-button"
      data-variant={following ? undefined : 'primary'}
      aria-pressed={following}
      disabled={toggle.isPending || status === 'loading'}
      onClick={() => {
        if (status !== 'authenticated') navigate(loginPath(location))
        else toggle.mutate()
      }}
    >
      {following ? words.following : words.follow}
    </button>
  )
}
