import { GiftPanel, useWalletText } from '@airwave/react/wallet'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'

/**
 * The chat's cheer: a "Cheer" button under the input that opens the gift panel in its place;
 * closing it gives the focus back to the button.
 */
export function ChannelCheer({ channelId }: { channelId: string }) {
  const t = useWalletText()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  if (open) {
    return (
      <GiftPanel
        channelId={channelId}
        onClose={() => {
          setOpen(false)
          requestAnimationFrame(() => opener.current?.focus())
        }}
        onBuyGems={() => navigate('/items/gem-charge')}
      />
    )
  }
  return (
    <button
      ref={opener}
      type="button"
      className="aw-button aw-gift-open"
      onClick={() => setOpen(true)}
    >
      {t('giftOpen')}
    </button>
  )
}
