import { maskEmail } from '@airwave/sdk/account'
import { myChannelQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { AccountPage } from './AccountPage'
import { AccountQueryState } from './AccountQueryState'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'

/** Where the page is, for `data-state`. */
export type AccountInfoState = 'loading' | 'error' | 'ready'

/**
 * The member's account (`/account/info`): the e-mail masked as the spec says (the first 3
 * characters of its local part), when they joined, how they sign in, and the channel they act
 * as. For a signed-in member.
 *
 * @example <AccountInfo />
 */
export function AccountInfo() {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const locale = useLocale()
  const client = useCalls('AccountInfo', 'channel')
  const me = useQuery(myChannelQuery(client))
  const state: AccountInfoState = me.isPending ? 'loading' : me.isError ? 'error' : 'ready'
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso))
  return (
    <AccountPage title={t('accountInfoTitle')} state={state} busy={me.isPending}>
      <AccountQueryState query={me} t={t} />
      {me.data && (
        <dl className="aw-account-facts">
          <dt>{t('email')}</dt>
          <dd>{maskEmail(me.data.userInfo.email)}</dd>
          {me.data.userInfo.signUpDate && (
            <>
              <dt>{t('signUpDate')}</dt>
              <dd>{date(me.data.userInfo.signUpDate)}</dd>
            </>
          )}
          <dt>{t('signInMethod')}</dt>
          <dd>{me.data.userInfo.socialPlatform ?? t('methodEmail')}</dd>
          <dt>{t('actingChannel')}</dt>
          <dd>
            {me.data.channel
              ? `${me.data.channel.nickname} (@${me.data.channel.channelId})`
              : t('noChannelYet')}
          </dd>
        </dl>
      )}
    </AccountPage>
  )
}
