import { type BlockKind, linkSignInMachine } from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useAirwave } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { ACCOUNT_PATHS, plainAccountLink, type RenderAccountLink } from './AccountLink'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'
import { FormFailureText } from './FormFailure'
import { useAccountActors } from './useAccountActors'

export interface LinkSignInProps {
  /** The link's token: `signInLinkToken(location.hash)`; undefined for a broken link. */
  token: string | undefined
  /** Signed in: the session holds the pair and the cached answers were refreshed. */
  onSignedIn?: () => void
  /** The account (MEM10029) or its channel (MEM10058) is blocked: the app shows `/member/block`. */
  onBlocked?: (block: BlockKind) => void
  renderLink?: RenderAccountLink
  loginHref?: string
}

/** Where the sign-in is, for `data-state`. */
export type LinkSignInState = 'signing-in' | 'signed-in' | 'invalid' | 'blocked' | 'failed'

/**
 * The page an e-mailed sign-in link opens (`/login/link#token=…`, sent while sign-in is locked
 * after too many wrong passwords), over the SDK's `linkSignInMachine`: it signs in at once, then
 * `onSignedIn`. A wrong, used or expired link says so and leads to the sign-in page; a block
 * goes to `onBlocked`; a failure of the network offers to try again.
 *
 * @example <LinkSignIn token={signInLinkToken(location.hash)} onSignedIn={() => navigate('/')} />
 */
export function LinkSignIn(props: LinkSignInProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const { queryClient } = useAirwave()
  const actors = useAccountActors('LinkSignIn')
  const machine = useMemo(() => linkSignInMachine.provide({ actors: actors.linkSignIn }), [actors])
  const actor = useActorRef(machine, { input: { token: props.token } })
  const latest = useRef(props)
  latest.current = props
  useEffect(() => {
    const signedIn = actor.on('signed-in', () => {
      // Answers cached for the anonymous viewer are stale now.
      void queryClient.invalidateQueries().then(() => latest.current.onSignedIn?.())
    })
    const blocked = actor.on('blocked', ({ block }) => latest.current.onBlocked?.(block))
    return () => {
      signedIn.unsubscribe()
      blocked.unsubscribe()
    }
  }, [actor, queryClient])
  const state = useSelector(actor, (s): LinkSignInState => {
    if (s.matches('signedIn')) return 'signed-in'
    if (s.matches('invalid')) return 'invalid'
    if (s.matches('blocked')) return 'blocked'
    if (s.matches('failed')) return 'failed'
    return 'signing-in'
  })
  const failure = useSelector(actor, (s) => s.context.failure)
  const titleId = useId()
  const link = props.renderLink ?? plainAccountLink
  const busy = state === 'signing-in' || state === 'signed-in'
  return (
    <section className="aw-account" data-state={state} aria-labelledby={titleId} aria-busy={busy}>
      <h1 id={titleId} className="aw-account-title">
        {t('linkSignInTitle')}
      </h1>
      <p role="status" className="aw-account-intro">
        {busy ? t('linkSignInBusy') : ''}
      </p>
      {state === 'invalid' && (
        <>
          <p role="alert" className="aw-account-failure">
            {t('linkSignInInvalid')}
          </p>
          <div className="aw-account-actions">
            {link({
              href: props.loginHref ?? ACCOUNT_PATHS.login,
              className: 'aw-button',
              children: t('linkSignInToLogin'),
            })}
          </div>
        </>
      )}
      {state === 'failed' && (
        <>
          <FormFailureText failure={failure} t={t} />
          <div className="aw-account-actions">
            <button
              type="button"
              className="aw-button"
              data-variant="primary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              {t('retry')}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
