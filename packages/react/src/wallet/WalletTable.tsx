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
    // A group, not a landmark: a page's heading often names its table the same way.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, this wraps a table
    <div
      role="group"
      className="aw-wallet-table-wrap"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways; the region must take focus, or keyboard users cannot scroll it (WCAG 2.1.1)
      tabIndex={0}
    >
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
