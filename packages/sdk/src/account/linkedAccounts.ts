import type { ThirdPartyLink } from '../contract/account/account.schemas'
import type {
  SocialPlatform,
  SocialProvider,
  ThirdPartyPage,
} from '../contract/account/social.schemas'

/** One platform's row of `/account/connect`. */
export interface LinkedAccountRow {
  platform: SocialPlatform
  /** The link, when this platform is linked. */
  link: ThirdPartyLink | undefined
  /** `linked` or `not-linked`, for `data-state`. */
  state: 'linked' | 'not-linked'
  /**
   * Whether the member may unlink it: not when it is their only way to sign in (no password
   * of their own and no other link); the server refuses that with SOC10003.
   */
  canUnlink: boolean
}

/**
 * The rows of the linked accounts page: every platform the server offers, and any linked one
 * it no longer offers (so it can still be unlinked), in the offered order.
 *
 * @example linkedAccountRows(providers, page).map((row) => row.state) // ['linked', 'not-linked', …]
 */
export function linkedAccountRows(
  providers: readonly SocialProvider[],
  page: ThirdPartyPage | undefined,
): LinkedAccountRow[] {
  const links = page?.items ?? []
  const platforms: SocialPlatform[] = providers.map((provider) => provider.platform)
  for (const link of links) {
    const platform = link.socialPlatform as SocialPlatform | undefined
    if (platform && !platforms.includes(platform)) platforms.push(platform)
  }
  const soleWay = page?.hasPassword === false && links.length <= 1
  return platforms.map((platform) => {
    const link = links.find((item) => item.socialPlatform === platform)
    return {
      platform,
      link,
      state: link ? 'linked' : 'not-linked',
      canUnlink: Boolean(link) && !soleWay,
    }
  })
}
