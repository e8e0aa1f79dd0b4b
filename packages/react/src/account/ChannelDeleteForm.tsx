import { deletionConfirmed, myChannelsQuery } from '@airwave/sdk/account'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { PendingButton } from '../shared/feedback/PendingButton'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { AccountField } from './AccountField'
import { AccountPage } from './AccountPage'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'
import { useSessionSwap } from './useSessionSwap'

export interface ChannelDeleteFormProps {
  /** The channel was deleted (the member now acts as their oldest channel left, or none). */
  onDeleted?: (channelId: string) => void
}

/**
 * Deleting one of the member's channels (`/channel/delete`): which one, what is lost, and its
 * id typed to confirm (the SDK's `deletionConfirmed`). The answer's new token pair is stored,
 * since the acting channel may change.
 *
 * @example <ChannelDeleteForm onDeleted={() => navigate('/channel/management')} />
 */
export function ChannelDeleteForm(props: ChannelDeleteFormProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const client = useCalls('ChannelDeleteForm', 'account')
  const { toastQueue } = useAirwave()
  const swap = useSessionSwap()
  const channels = useQuery(myChannelsQuery(client))
  const [picked, setPicked] = useState<string>()
  const [typed, setTyped] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const confirmInput = useRef<HTMLInputElement>(null)
  const chosen = picked ?? channels.data?.[0]?.channelId ?? ''
  const remove = useMutation({
    mutationFn: async (channelId: string) => {
      await swap(await client.account.deleteChannel({ channelId }))
      return channelId
    },
    onSuccess: (channelId) => {
      toastQueue.show(t('channelDeleted'))
      setTyped('')
      props.onDeleted?.(channelId)
    },
  })
  const pickId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!deletionConfirmed(typed, chosen)) {
      setMismatch(true)
      confirmInput.current?.focus()
      return
    }
    remove.mutate(chosen)
  }
  const state = channels.isPending
    ? 'loading'
    : channels.isError
      ? 'error'
      : channels.data.length === 0
        ? 'empty'
        : remove.isPending
          ? 'deleting'
          : 'ready'
  return (
    <AccountPage title={t('deleteChannelTitle')} state={state}>
      <p className="aw-account-note">{t('deleteChannelWarning')}</p>
      {channels.isPending && <p role="status">{t('loading')}</p>}
      {channels.isError && (
        <p className="aw-account-failure" role="alert">
          {channels.error.message}
        </p>
      )}
      {state === 'empty' && <p className="aw-account-note">{t('noChannels')}</p>}
      {channels.data && channels.data.length > 0 && (
        <form className="aw-account-form" onSubmit={submit} noValidate aria-busy={remove.isPending}>
          <div className="aw-account-field">
            <label className="aw-account-label" htmlFor={pickId}>
              {t('deleteChannelPick')}
            </label>
            <select
              id={pickId}
              className="aw-account-input"
              value={chosen}
              onChange={(event) => {
                setPicked(event.currentTarget.value)
                setMismatch(false)
              }}
            >
              {channels.data.map((channel) => (
                <option key={channel.channelId} value={channel.channelId}>
                  {`${channel.nickname} (@${channel.channelId})`}
                </option>
              ))}
            </select>
          </div>
          <AccountField
            label={t('deleteChannelConfirm')}
            name="confirm"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            inputRef={confirmInput}
            hint={`@${chosen}`}
            error={mismatch ? t('deleteChannelMismatch') : undefined}
            onChange={(event) => {
              setTyped(event.currentTarget.value)
              setMismatch(false)
            }}
          />
          {remove.isError && (
            <p className="aw-account-failure" role="alert">
              {remove.error.message}
            </p>
          )}
          <div className="aw-account-actions">
            <PendingButton
              variant="danger"
              pending={remove.isPending}
              label={t('deleteChannelSubmit')}
              pendingLabel={t('deleting')}
            />
          </div>
        </form>
      )}
    </AccountPage>
  )
}
