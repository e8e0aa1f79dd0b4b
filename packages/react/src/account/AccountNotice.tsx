import type { BlockKind } from '@airwave/sdk/account'
import { type ReactNode, useId } from 'react'
import { useSheet } from '../shared/theme/useSheet'
import { ACCOUNT_PATHS, plainAccountLink, type RenderAccountLink } from './AccountLink'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'

/** Which notice: a block, a registered address, a deleted account, an error. */
export type AccountNoticeKind = `block-${BlockKind}` | 'already-registered' | 'withdrawn' | 'error'

export interface AccountNoticeProps {
  kind: AccountNoticeKind
  renderLink?: RenderAccountLink
  /** The login page's address (already registered). */
  loginHref?: string
  /** The error page's retry (a reload by default). */
  onRetry?: () => void
  /** More under the text (the site's support link). */
  children?: ReactNode
}

/**
 * The account's status pages: `/member/block` (the account's MEM10029 or its channel's
 * MEM10058 block), `/member/already-register`, `/withdrawal-completed` and `/error`, each a
 * title, its explanation and where to go next. `data-state` is the kind.
 *
 * @example <AccountNotice kind="block-account" />
 */
export function AccountNotice(props: AccountNoticeProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const titleId = useId()
  const link = props.renderLink ?? plainAccountLink
  const home = link({ href: ACCOUNT_PATHS.home, className: 'aw-button', children: t('home') })
  const text = {
    'block-account': [t('blockAccountTitle'), t('blockAccountBody'), t('blockHelp')],
    'block-channel': [t('blockChannelTitle'), t('blockChannelBody'), t('blockHelp')],
    'already-registered': [t('alreadyRegisteredTitle'), t('alreadyRegisteredBody')],
    withdrawn: [t('withdrawalCompletedTitle'), t('withdrawalCompletedBody')],
    error: [t('errorTitle'), t('errorBody')],
  }[props.kind]
  const [title, ...body] = text
  return (
    <section
      className="aw-account aw-account-notice"
      data-state={props.kind}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className="aw-account-title">
        {title}
      </h1>
      {body.map((line) => (
        <p key={line} className="aw-account-intro">
          {line}
        </p>
      ))}
      {props.children}
      <div className="aw-account-actions">
        {props.kind === 'already-registered' && (
          <>
            {link({
              href: props.loginHref ?? ACCOUNT_PATHS.login,
              className: 'aw-button',
              children: t('loginSubmit'),
            })}
            {link({
              href: ACCOUNT_PATHS.resetPassword,
              className: 'aw-button',
              children: t('forgotPassword'),
            })}
          </>
        )}
        {props.kind === 'error' && (
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={props.onRetry ?? (() => globalThis.location?.reload())}
          >
            {t('retry')}
          </button>
        )}
        {home}
      </div>
    </section>
  )
}
