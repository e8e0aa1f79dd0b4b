import { maskEmail } from '@airwave/sdk/account'
import { myChannelQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
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
  const titleId = useId()
  const state: AccountInfoState = me.isPending ? 'loading' : me.isError ? 'error' : 'ready'
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso))
  return (
    <section
      className="aw-account"
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={me.isPending}
    >
      <h1 id={titleId} className="aw-account-title">
        {t('accountInfoTitle')}
      </h1>
      {me.isPending && <p role="status">{t('loading')}</p>}
      {me.isError && (
        <div className="aw-account-actions">
          <p className="aw-account-failure" role="alert">
            {me.error.message}
          </p>
          <button type="button" className="aw-button" onClick={() => me.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
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
    </section>
  )
}
