import {
  channelCreateMachine,
  type channelNamesMachine,
  type NewChannel,
} from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useAirwave } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { AccountPage } from './AccountPage'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'
import { ChannelNamesForm } from './ChannelNamesForm'
import { useAccountActors } from './useAccountActors'

export interface ChannelCreateFormProps {
  /**
   * The channel was made, the member now acts as it, and they chose Continue on the
   * confirmation.
   */
  onCreated?: (channel: NewChannel) => void
}

/**
 * A new channel (`/channel/create`) over the SDK's `channelCreateMachine`: its id and nickname
 * with their rules and the server's checks at each field. Once made, the member acts as it
 * (the machine switches the session), the cached answers are refreshed, and a confirmation
 * says so, with Continue.
 *
 * @example <ChannelCreateForm onCreated={() => navigate(returnUrl)} />
 */
export function ChannelCreateForm(props: ChannelCreateFormProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const { queryClient } = useAirwave()
  const actors = useAccountActors('ChannelCreateForm')
  const machine = useMemo(
    () => channelCreateMachine.provide({ actors: actors.channelCreate }),
    [actors],
  )
  const actor = useActorRef(machine)
  const latest = useRef(props)
  latest.current = props
  const [made, setMade] = useState<{ channel: NewChannel; switched: boolean } | undefined>()
  useEffect(() => {
    const subscription = actor.on('created', async ({ channel, switched }) => {
      await queryClient.invalidateQueries()
      setMade({ channel, switched })
    })
    return () => subscription.unsubscribe()
  }, [actor, queryClient])
  const names = useSelector(actor, (s) => s.children.names) as
    | ActorRefFrom<typeof channelNamesMachine>
    | undefined
  const creating = useSelector(actor, (s) => !s.matches('editing'))
  if (made) {
    return <Created made={made} onContinue={() => latest.current.onCreated?.(made.channel)} />
  }
  return (
    <AccountPage title={t('channelCreateTitle')} state={creating ? 'creating' : 'editing'}>
      <p className="aw-account-intro">{t('channelCreateIntro')}</p>
      {names && (
        <ChannelNamesForm actor={names} saving={creating} submitLabel={t('createChannel')} />
      )}
    </AccountPage>
  )
}

function Created({
  made,
  onContinue,
}: {
  made: { channel: NewChannel; switched: boolean }
  onContinue: () => void
}) {
  const t = useAccountText()
  const button = useRef<HTMLButtonElement>(null)
  // The form that had the focus is gone: the way on takes it.
  useEffect(() => button.current?.focus(), [])
  return (
    <AccountPage title={t('channelCreatedTitle')} state="created">
      <p className="aw-account-intro" role="status">
        {made.switched
          ? t('switched', { nickname: made.channel.nickname })
          : t('channelCreatedNotSwitched')}
      </p>
      <div className="aw-account-actions">
        <button
          ref={button}
          type="button"
          className="aw-button"
          data-variant="primary"
          onClick={onContinue}
        >
          {t('continueLabel')}
        </button>
      </div>
    </AccountPage>
  )
}
