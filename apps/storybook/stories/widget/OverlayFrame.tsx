import { addOverlayStyles } from '@airwave/widgets/overlays'
import { type ReactNode, useEffect } from 'react'

export interface OverlayFrameProps {
  /** The scene behind the transparent overlay. */
  scene?: 'dark' | 'light'
  width?: number
  height?: number
  children: ReactNode
}

/**
 * A browser source's box over a checkerboard scene: the overlays lay themselves over their
 * whole page, here over this box (a transform makes it their containing block).
 */
export function OverlayFrame({
  scene = 'dark',
  width = 800,
  height = 450,
  children,
}: OverlayFrameProps) {
  useEffect(() => addOverlayStyles(document), [])
  const [a, b] = scene === 'dark' ? ['#15171c', '#2a2d35'] : ['#f4f5f7', '#d5d9e0']
  return (
    <div
      data-testid="source"
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        overflow: 'hidden',
        width,
        maxWidth: '100%',
        height,
        background: `repeating-conic-gradient(${a} 0 25%, ${b} 0 50%) 0 0 / 32px 32px`,
      }}
    >
      {children}
    </div>
  )
}
