import type { ComponentPropsWithoutRef } from 'react'
import { useKitStyles } from '../theme/useKitStyles'

/**
 * Text for screen readers only (an icon button's name, a live count); kept in the layout's
 * accessibility tree but not painted.
 *
 * @example
 * <button><HeartIcon /><VisuallyHidden>Like</VisuallyHidden></button>
 */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  useKitStyles()
  return (
    <span
      {...props}
      className={className ? `aw-visually-hidden ${className}` : 'aw-visually-hidden'}
    />
  )
}
