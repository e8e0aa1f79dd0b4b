import type { channelNamesMachine, FormFailure } from '@airwave/sdk/account'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useAccountText } from './accountText'
import { ChannelNamesFields } from './ChannelNamesFields'
import { FormSubmit } from './FormSubmit'
import { useFocusOnInvalid } from './useFocusOnInvalid'

export interface ChannelNamesFormProps {
  actor: ActorRefFrom<typeof channelNamesMachine>
  /** The flow around the form is making the channel. */
  saving: boolean
  submitLabel: string
  /** The flow's refusal, said when the names' own checks have none. */
  failure?: FormFailure | undefined
  onBack?: (() => void) | undefined
}

/**
 * A new channel's names as a form (the channel creation, the sign-up's last step): the fields,
 * the refusal, Back where there is a step before, and the submit, busy while the names are
 * checked or the channel made.
 *
 * @example <ChannelNamesForm actor={names} saving={creating} submitLabel={t('createChannel')} />
 */
export function ChannelNamesForm(props: ChannelNamesFormProps) {
  const { actor } = props
  const t = useAccountText()
  const field = useFocusOnInvalid(actor)
  const checking = useSelector(actor, (s) => s.matches({ form: 'checking' }))
  const ownFailure = useSelector(actor, (s) => s.context.failure)
  const busy = props.saving || checking
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'SUBMIT' })
  }
  return (
    <form className="aw-account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <ChannelNamesFields actor={actor} t={t} field={field} />
      <FormSubmit
        failure={ownFailure ?? props.failure}
        t={t}
        onBack={props.onBack}
        pending={busy}
        label={props.submitLabel}
        pendingLabel={t('creating')}
      />
    </form>
  )
}
