import type { ReactNode } from 'react'

/**
 * A player's box as the site shows it (16:9, a picture behind), with the player's overlay
 * layer: where `<Player overlay>` puts the host's screens. No stream plays in the stories.
 */
export function PlayerFrame({ children, width = 960 }: { children: ReactNode; width?: number }) {
  return (
    <div
      className="aw-player"
      style={{
        position: 'relative',
        maxWidth: width,
        aspectRatio: '16 / 9',
        borderRadius: 12,
        overflow: 'hidden',
        background: 'linear-gradient(120deg,#3b1f5e,#0f3a4a 55%,#402020)',
      }}
    >
      <div className="aw-player-overlay" style={{ position: 'absolute', inset: 0, zIndex: 2 }}>
        {children}
      </div>
    </div>
  )
}
