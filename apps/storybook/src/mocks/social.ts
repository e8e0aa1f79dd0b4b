import {
  type SocialPlatform,
  type SocialSignUp,
  socialEndpoints,
  type ThirdPartyLink,
} from '@airwave/sdk/contract'
import { Refusal } from './backend'
import { memberRoute, route } from './route'

// Social sign-in as the reference server answers it: the offered platforms, the member's
// linked accounts (unlink refused for the only way to sign in), the pending social sign-up and
// its completion. The provider itself is the server's (a real redirect flow): stories stop
// before it.

/** What a social story starts from (`parameters.social`). */
export interface SocialScenario {
  /** The offered platforms; default all three. */
  providers?: SocialPlatform[]
  /** The member's linked platforms; default google. */
  linked?: SocialPlatform[]
  /** Whether the member has a password of their own; default true. */
  hasPassword?: boolean
  /** A social sign-up waits in this browser (the agreement and channel pages). */
  pending?: boolean
  /** Channel ids taken already (CHA30007 at sign-up). */
  taken?: string[]
  /** The server refuses to start a flow with this code (SOC10005: platform not offered). */
  refuseAuthorize?: string
}

const state = {
  scenario: {} as SocialScenario,
  links: [] as ThirdPartyLink[],
  signedUp: [] as SocialSignUp[],
}

/**
 * Starts the social backend over from the story's scenario.
 *
 * @example resetSocial({ linked: ['google', 'facebook'], hasPassword: false })
 */
export function resetSocial(scenario: SocialScenario = {}): void {
  state.scenario = scenario
  state.signedUp = []
  state.links = (scenario.linked ?? ['google']).map((platform, i) => ({
    thirdPartyIdx: i + 1,
    socialPlatform: platform,
    email: 'mina@example.com',
    createDate: '2026-03-14T09:30:00.000Z',
  }))
}

/** The sign-ups the stories' forms completed. */
export const socialSignUps = () => state.signedUp

export const socialHandlers = [
  route('listProviders', socialEndpoints.listProviders, () => ({
    providers: (state.scenario.providers ?? ['google', 'apple', 'facebook']).map((platform) => ({
      platform,
      local: false,
    })),
  })),
  route('authorize', socialEndpoints.authorize, ({ params }) => {
    const code = state.scenario.refuseAuthorize
    if (code) throw new Refusal(code, `Sign-in with ${params.platform} is not offered here`)
    // The provider's page is the server's: a story never goes there.
    throw new Refusal('SOC10004', 'The stories have no provider')
  }),
  memberRoute('listLinks', socialEndpoints.listLinks, () => ({
    items: state.links,
    total: state.links.length,
    hasPassword: state.scenario.hasPassword ?? true,
  })),
  memberRoute('unlink', socialEndpoints.unlink, ({ params }) => {
    const idx = Number(params.thirdPartyIdx)
    if (!state.links.some((link) => link.thirdPartyIdx === idx)) {
      throw new Refusal('NOT_FOUND', 'No linked account has this id')
    }
    if (state.scenario.hasPassword === false && state.links.length <= 1) {
      throw new Refusal('SOC10003', 'This is the only way to sign in to this account')
    }
    state.links = state.links.filter((link) => link.thirdPartyIdx !== idx)
    return null
  }),
  route('getSignUp', socialEndpoints.getSignUp, () => {
    if (!state.scenario.pending) throw new Refusal('SOC10004', 'No social sign-up is waiting')
    return {
      platform: 'google' as const,
      email: 'neo@example.com',
      name: 'Neo',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    }
  }),
  route('signUp', socialEndpoints.signUp, ({ body }) => {
    if (state.scenario.taken?.includes(body.channelId)) {
      throw new Refusal('CHA30007', 'This channel id is already registered')
    }
    state.signedUp.push(body)
    return { accessToken: body.channelId }
  }),
]
