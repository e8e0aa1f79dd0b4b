import { followActors } from '@airwave/sdk/channel'
import { useMemo } from 'react'
import { type CountedToggle, useCountedToggle } from '../shared/actors/useCountedToggle'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { useGroupCalls } from '../shared/provider/groupCalls'
import { useSignedIn } from '../shared/provider/useSignedIn'
import { useSheet } from '../shared/theme/useSheet'
import { discoveryStyles } from './discovery.styles'

export interface FollowButtonProps {
  channelId: string
  /** Whether the member follows it, and its followers, as the channel info says. */
  isFollow?: boolean | undefined
  followerCount?: number | undefined
  /** Receives the follow as it changes (the header shows its count). */
  follow?: CountedToggle | undefined
  /**
   * A signed-in viewer pressed it: `true` to follow, `false` to unfollow (an app's statistics,
   * e.g. the SDK's `userActionLog`). A guest's press, which asks them to log in, is not told.
   */
  onToggle?: ((following: boolean) => void) | undefined
  className?: string
}

/**
 * A channel's follow as the SDK runs it (`countedToggleMachine` with `followActors`):
 * optimistic, with the follower count kept in step; a guest gets the login prompt.
 *
 * @example
 * const follow = useFollow('kim', info.myChannelRelatedInfo?.isFollow, info.totalFollowerCount)
 * <FollowButton channelId="kim" follow={follow} />
 */
export function useFollow(
  channelId: string,
  isFollow: boolean | undefined,
  followerCount: number | undefined,
): CountedToggle {
  const t = useDiscoveryText()
  const client = useGroupCalls('useFollow', 'channel', 'follow', 'unfollow')
  const actors = useMemo(() => followActors(client), [client.channel])
  return useCountedToggle(
    actors,
    { target: channelId, on: isFollow, count: followerCount },
    t('followFailed'),
  )
}

/**
 * Follow or unfollow a channel: a toggle button (`aria-pressed`, `data-state="on|off"`,
 * `data-busy`) reading "Follow" or "Following". Pass `follow` from {@link useFollow} to share
 * the state with a follower count; without it, the button runs its own.
 *
 * @example <FollowButton channelId="kim" isFollow={false} followerCount={120} />
 */
export function FollowButton(props: FollowButtonProps) {
  return props.follow ? (
    <FollowToggle follow={props.follow} className={props.className} onToggle={props.onToggle} />
  ) : (
    <OwnFollow {...props} />
  )
}

function OwnFollow({ channelId, isFollow, followerCount, className, onToggle }: FollowButtonProps) {
  const follow = useFollow(channelId, isFollow, followerCount)
  return <FollowToggle follow={follow} className={className} onToggle={onToggle} />
}

function FollowToggle({
  follow,
  className,
  onToggle,
}: {
  follow: CountedToggle
  className?: string | undefined
  onToggle?: ((following: boolean) => void) | undefined
}) {
  useSheet('discovery', discoveryStyles)
  const t = useDiscoveryText()
  const signedIn = useSignedIn()
  return (
    <button
      type="button"
      className={className ? `aw-follow ${className}` : 'aw-follow'}
      aria-pressed={follow.on}
      data-state={follow.on ? 'on' : 'off'}
      data-busy={follow.state === 'pending' ? 'true' : undefined}
      onClick={() => {
        if (signedIn) onToggle?.(!follow.on)
        follow.toggle()
      }}
    >
      {follow.on ? t('following') : t('follow')}
    </button>
  )
}
