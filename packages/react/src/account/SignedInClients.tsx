import { accountKeys, signedInClientsQuery } from '@airwave/sdk/account'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useAirwave, useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { AccountPage } from './AccountPage'
import { AccountQueryState } from './AccountQueryState'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'

export interface SignedInClientsProps {
  /** This browser's client id: marked as this device (sign out from the header instead). */
  clientId?: string
}

/** Where the list is, for `data-state`. */
export type SignedInClientsState = 'loading' | 'error' | 'empty' | 'ready'

/**
 * The browsers and apps signed in to the account (`GET /v2/member/client`), newest first, each
 * with when it signed in and a button that signs it out (`POST /v2/member/client/logout`).
 *
 * @example <SignedInClients clientId={clientId} />
 */
export function SignedInClients({ clientId }: SignedInClientsProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const locale = useLocale()
  const client = useCalls('SignedInClients', 'account')
  const { queryClient, toastQueue } = useAirwave()
  const clients = useQuery(signedInClientsQuery(client))
  const logout = useMutation({
    mutationFn: (id: string) => client.account.logoutClient({ clientId: id }),
    onSuccess: () => {
      toastQueue.show(t('deviceSignedOut'))
      return queryClient.invalidateQueries({ queryKey: accountKeys.clients() })
    },
    onError: (error) => toastQueue.show(error.message),
  })
  const state: SignedInClientsState = clients.isPending
    ? 'loading'
    : clients.isError
      ? 'error'
      : clients.data.length === 0
        ? 'empty'
        : 'ready'
  const date = (iso: string | undefined) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : ''
  return (
    <AccountPage title={t('sessionsTitle')} state={state} wide>
      <p className="aw-account-intro">{t('sessionsIntro')}</p>
      <AccountQueryState query={clients} t={t} />
      {state === 'empty' && <p className="aw-account-note">{t('noDevices')}</p>}
      {clients.data && clients.data.length > 0 && (
        <ul className="aw-account-list">
          {clients.data.map((device) => {
            const mine = device.clientId === clientId
            // The site's ids are `web-` and a random uuid: named as a browser, 8 characters of it.
            const name =
              device.clientType ??
              (device.clientId.startsWith('web-')
                ? t('deviceWeb', { id: device.clientId.slice(4, 12) })
                : device.clientId)
            return (
              <li
                key={device.clientId}
                className="aw-account-item"
                data-state={mine ? 'active' : 'other'}
              >
                <div className="aw-account-item-main">
                  <span>
                    {name} {mine && <span className="aw-account-badge">{t('thisDevice')}</span>}
                  </span>
                  {device.lastAccessDate && (
                    <span className="aw-account-item-meta">
                      {t('deviceSince', { date: date(device.lastAccessDate) })}
                    </span>
                  )}
                </div>
                {!mine && (
                  <button
                    type="button"
                    className="aw-button"
                    aria-label={t('signOutDeviceOf', { device: name })}
                    disabled={logout.isPending && logout.variables === device.clientId}
                    onClick={() => logout.mutate(device.clientId)}
                  >
                    {t('signOutDevice')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </AccountPage>
  )
}
