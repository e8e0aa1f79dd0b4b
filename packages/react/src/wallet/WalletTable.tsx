import type { ReactNode } from 'react'

export interface WalletColumn {
  label: ReactNode
  /** Shown on wide screens only (`aw-wallet-wide`). */
  wide?: boolean
}

/**
 * A wallet table (purchases, movements, supporters, days, signature gems) in its scrolling
 * wrapper, named by a caption only screen readers hear; the rows are the caller's.
 *
 * @example <WalletTable caption={t('historyTitle')} columns={[{ label: t('colDate') }]}>{rows}</WalletTable>
 */
export function WalletTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string
  columns: readonly WalletColumn[]
  /** Classes beside `aw-wallet-table`. */
  className?: string
  children: ReactNode
}) {
  return (
    <div className="aw-wallet-table-wrap">
      <table className={className ? `aw-wallet-table ${className}` : 'aw-wallet-table'}>
        <caption className="aw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.wide ? 'aw-wallet-wide' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
