import type { accountEndpoints } from '../contract/account/account.endpoints'
import type { platformEndpoints } from '../contract/account/platform.endpoints'
import type { BoundGroups } from '../core/client'
import type { Unsubscribe } from '../core/emitter'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { MaintenanceInfo } from '../core/maintenance'
import type { Session } from '../core/session'
import { channelNamesMachine } from './channelNames.machine'
import { emailVerificationMachine } from './emailVerification.machine'
import type { PlatformStatus } from './maintenanceWatch.machine'
import { newPasswordMachine } from './newPassword.machine'

type AccountApi = BoundGroups<{ account: typeof accountEndpoints }>['account']

/** The part of a bound client the account machines call; a full client fits. */
export type AccountClient = {
  account: Pick<
    AccountApi,
    | 'sendVerification'
    | 'checkVerification'
    | 'checkPassword'
    | 'checkChannel'
    | 'signUp'
    | 'createChannel'
    | 'switchChannel'
    | 'resetPassword'
    | 'changePassword'
    | 'listUnregisterReasons'
    | 'deleteAccount'
    | 'requestSignInLink'
    | 'signInWithLink'
  >
}

/** The part of the session the account machines use: storing the sign-up's pair, clearing it. */
export type AccountSession = Pick<Session, 'signIn' | 'signOut'>

/**
 * The actors of every account machine over a bound client and the session: each machine's
 * `.provide({ actors: accountActors(…).signUp })`, and so on. The steps shared by several flows
 * (the e-mail and its code, the new password, the channel's names) come provided already.
 *
 * @example
 * const actors = accountActors({ client, session })
 * const signUp = createActor(signUpMachine.provide({ actors: actors.signUp })).start()
 */
export function accountActors({
  client,
  session,
}: {
  client: AccountClient
  session: AccountSession
}) {
  const { account } = client
  const linkSignIns = new Map<string, Promise<unknown>>()
  const emailStep = emailVerificationMachine.provide({
    actors: {
      sendCode: fromCall(({ input, signal }: CallArgs<{ email: string }>) =>
        account.sendVerification(input, { signal }),
      ),
      checkCode: fromCall(({ input, signal }: CallArgs<{ email: string; number: string }>) =>
        account.checkVerification(input, { signal }),
      ),
    },
  })
  const passwordStep = newPasswordMachine.provide({
    actors: {
      checkPassword: fromCall(({ input, signal }: CallArgs<{ email: string; password: string }>) =>
        account.checkPassword(input, { signal }),
      ),
    },
  })
  const namesStep = channelNamesMachine.provide({
    actors: {
      checkChannel: fromCall(
        ({ input, signal }: CallArgs<{ channelId?: string; nickname?: string }>) =>
          account.checkChannel(input, { signal }),
      ),
    },
  })
  const createChannel = fromCall(
    ({ input, signal }: CallArgs<{ channelId: string; nickname: string }>) =>
      account.createChannel(input, { signal }),
  )
  return {
    signUp: {
      emailStep,
      passwordStep,
      namesStep,
      signUp: fromCall(({ input, signal }: CallArgs<Parameters<AccountApi['signUp']>[0]>) =>
        account.signUp(input, { signal }),
      ),
      signIn: fromCall<unknown, Parameters<Session['signIn']>[0]>(({ input }) =>
        session.signIn(input),
      ),
      createChannel,
    },
    resetPassword: {
      emailStep,
      passwordStep,
      resetPassword: fromCall(
        ({ input, signal }: CallArgs<Parameters<AccountApi['resetPassword']>[0]>) =>
          account.resetPassword(input, { signal }),
      ),
    },
    passwordChange: {
      passwordStep,
      changePassword: fromCall(
        ({ input, signal }: CallArgs<Parameters<AccountApi['changePassword']>[0]>) =>
          account.changePassword(input, { signal }),
      ),
    },
    channelCreate: {
      namesStep,
      createChannel,
      // The tokens name the acting channel: a new pair makes the member act as the new one.
      switchChannel: fromCall<unknown, { channelId: string }>(async ({ input, signal }) =>
        session.signIn(await account.switchChannel(input, { signal })),
      ),
    },
    signInLinkRequest: {
      requestLink: fromCall(({ input, signal }: CallArgs<{ email: string }>) =>
        account.requestSignInLink(input, { signal }),
      ),
    },
    linkSignIn: {
      // A link works once: an actor restarted meanwhile (React's StrictMode stops and restarts
      // it) shares the first call instead of spending the link again, which would fail.
      signInWithLink: fromCall(({ input }: { input: { token: string }; signal: AbortSignal }) => {
        let pending = linkSignIns.get(input.token)
        if (!pending) {
          pending = account
            .signInWithLink(input)
            .then((pair) => session.signIn(pair))
            .catch((error: unknown) => {
              linkSignIns.delete(input.token)
              throw error
            })
          linkSignIns.set(input.token, pending)
        }
        return pending
      }),
    },
    withdrawal: {
      listReasons: fromCall(({ signal }: { input: undefined; signal: AbortSignal }) =>
        account.listUnregisterReasons({ signal }),
      ),
      deleteAccount: fromCall(
        ({ input, signal }: CallArgs<Parameters<AccountApi['deleteAccount']>[0]>) =>
          account.deleteAccount(input, { signal }),
      ),
      signOut: fromCall<unknown, undefined>(() => session.signOut()),
    },
  }
}

/** The part of a bound client the maintenance watch calls, with its maintenance event. */
export type PlatformClient = {
  platform: Pick<BoundGroups<{ platform: typeof platformEndpoints }>['platform'], 'getStatus'>
  /** The client's maintenance event, when it has one: the info of each 503. */
  on?(event: 'maintenance', listener: (info: MaintenanceInfo) => void): Unsubscribe
}

/**
 * The maintenance watch's `checkStatus` actor: the status call, and the info of the 503 it
 * gets during maintenance (the client's `maintenance` event).
 *
 * @example
 * maintenanceWatchMachine.provide({ actors: maintenanceWatchActors(client) })
 */
export function maintenanceWatchActors(client: PlatformClient) {
  return {
    checkStatus: fromCall(
      async ({ signal }: { input: undefined; signal: AbortSignal }): Promise<PlatformStatus> => {
        let info: MaintenanceInfo | undefined
        const off = client.on?.('maintenance', (sent) => {
          info = sent
        })
        try {
          await client.platform.getStatus({ signal })
          return { up: true }
        } catch (error) {
          if ((error as { kind?: string }).kind === 'maintenance') return { up: false, info }
          throw error
        } finally {
          off?.()
        }
      },
    ),
  }
}
