import type { ReactNode } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'
import { useSheet } from '../shared/theme/useSheet'
import { useGemBalance } from './useWallet'
import { walletStyles } from './wallet.styles'
import { useWalletText } from './walletText'

/** Renders the balance as a link of the app's router. */
export type RenderBalanceLink = (props: {
  href: string
  className: string
  children: ReactNode
}) => ReactNode

export interface GemBalanceProps {
  /** Where the balance leads (the wallet's history): a link when given. */
  href?: string
  renderLink?: RenderBalanceLink
}

/**
 * The member's gems, for the header's account box: nothing for a guest, the number while
 * signed in (read again after each purchase and cheer). `data-state`: loading, ready, error.
 *
 * @example <GemBalance href="/wallet/gem-history" />
 */
export function GemBalance({ href, renderLink }: GemBalanceProps) {
  useSheet('wallet', walletStyles)
  const t = useWalletText()
  const locale = useLocale()
  const signedIn = useSignedIn()
  const balance = useGemBalance()
  if (!signedIn) return null
  const state = balance.isError ? 'error' : balance.data ? 'ready' : 'loading'
  const gem = balance.data?.gem ?? 0
  const shown = balance.data ? new Intl.NumberFormat(locale).format(gem) : '…'
  const label = `${t('balanceLabel')}: ${balance.data ? t('gems', { count: gem }) : '…'}`
  const content = (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="aw-visually-hidden">{label}</span>
    </>
  )
  if (href) {
    const props = { href, className: 'aw-gem-balance', children: content }
    return <span data-state={state}>{renderLink ? renderLink(props) : <a {...props} />}</span>
  }
  return (
    <span className="aw-gem-balance" data-state={state}>
      {content}
    </span>
  )
}
