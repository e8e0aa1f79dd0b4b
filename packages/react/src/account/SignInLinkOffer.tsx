import { signInLinkRequestMachine } from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { AccountText } from './accountText'
import { FormFailureText } from './FormFailure'
import { useAccountActors } from './useAccountActors'

/**
 * What a locked sign-in offers (too many wrong passwords): "E-mail me a sign-in link", over the
 * SDK's `signInLinkRequestMachine`. Once asked, it says where the link went (a live region);
 * another can be asked for.
 */
export function SignInLinkOffer({ email, t }: { email: string; t: AccountText }) {
  const actors = useAccountActors('SignInLinkOffer')
  const machine = useMemo(
    () => signInLinkRequestMachine.provide({ actors: actors.signInLinkRequest }),
    [actors],
  )
  const actor = useActorRef(machine, { input: { email } })
  const state = useSelector(actor, (s) => s.value)
  const failure = useSelector(actor, (s) => s.context.failure)
  return (
    <div className="aw-account-note aw-account-offer" data-state={state}>
      <p role="alert" className="aw-account-hint">
        {t('loginLocked')}
      </p>
      <p role="status" className="aw-account-hint">
        {state === 'sent' ? t('signInLinkSent', { email }) : ''}
      </p>
      <FormFailureText failure={failure} t={t} />
      <div className="aw-account-actions">
        <button
          type="button"
          className="aw-button"
          data-variant="primary"
          disabled={state === 'sending'}
          onClick={() => actor.send({ type: 'SEND' })}
        >
          {state === 'sending'
            ? t('signInLinkSending')
            : state === 'sent'
              ? t('signInLinkAgain')
              : t('signInLinkOffer')}
        </button>
      </div>
    </div>
  )
}
