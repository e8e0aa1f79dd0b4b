import { GemBalance } from '@airwave/react/wallet'
import { routerLink } from './walletLinks'

/** The member's gems in the header, leading to the wallet's history. */
export function HeaderGemBalance() {
  return <GemBalance href="/wallet/gem-history" renderLink={routerLink} />
}
