import { MissionPanel, useMissionText } from '@airwave/react/mission'
import { useState } from 'react'
import { useNavigate } from 'react-router'

/**
 * The channel page's missions panel above the chat: the open and started missions, live, with
 * the propose form and pledges (and the streamer's controls on their own channel). Folded at
 * first (see `MissionsSlot`); a `<details>` keeps it keyboard-operable without script.
 */
export function ChannelMissions({ channelId }: { channelId: string }) {
  const t = useMissionText()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  return (
    <details
      className="aw-site-missions"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('panelTitle')}</summary>
      {open ? (
        <MissionPanel channelId={channelId} onBuyGems={() => navigate('/items/gem-charge')} />
      ) : null}
    </details>
  )
}
