import { messageInfoQuery, saveMessageSettingMutation } from '@airwave/sdk/message'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import type { MessageText } from './messageText'

/**
 * The member's own switch under the room list: off, others can no longer start a conversation
 * (they meet USER_SETTING_CANNOT_SEND); rooms already open keep working, as the server decides.
 *
 * @example <MessageSetting t={t} />
 */
export function MessageSetting({ t }: { t: MessageText }) {
  const { queryClient } = useAirwave()
  const client = useCalls('MessageSetting', 'message', 'channel')
  const id = useId()
  const info = useQuery(messageInfoQuery(client), queryClient)
  const save = useMutation(saveMessageSettingMutation(client, queryClient), queryClient)
  const allowed = save.isPending
    ? save.variables.isAllowMessage
    : (info.data?.isAllowMessage ?? true)
  return (
    <div className="aw-msg-setting" data-state={save.isError ? 'error' : 'idle'}>
      <input
        id={id}
        type="checkbox"
        checked={allowed}
        disabled={!info.data || save.isPending}
        onChange={(event) => save.mutate({ isAllowMessage: event.target.checked })}
      />
      <label htmlFor={id}>{t('allowMessages')}</label>
      {save.isError ? (
        <span role="alert" className="aw-msg-setting-error">
          {t('failed')}
        </span>
      ) : null}
    </div>
  )
}
