import type { ReactNode } from 'react'
import { MemberOnly } from '../pages/account/MemberOnly'

/**
 * A member's settings page (a visitor signs in first): the document title, the page's heading
 * when the kit's screen has none of its own, then the screen.
 */
export function SettingsPage({
  title,
  heading = false,
  children,
}: {
  title: string
  heading?: boolean
  children: ReactNode
}) {
  return (
    <MemberOnly>
      <section className="aw-site-settings">
        <title>{`${title} · Airwave`}</title>
        {heading && <h1 className="aw-site-title">{title}</h1>}
        {children}
      </section>
    </MemberOnly>
  )
}
