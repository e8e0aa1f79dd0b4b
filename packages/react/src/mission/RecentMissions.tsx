import type { Viewer } from '@airwave/sdk'
import { MISSION_DEFAULT_MINIMUM_GEM } from '@airwave/sdk/mission'
import { useViewer } from '../shared/provider/useViewer'
import { useSheet } from '../shared/theme/useSheet'
import { MissionListSection } from './MissionListSection'
import { missionStyles } from './mission.styles'
import { useMissionText } from './missionText'
import { GUEST, useMissionUpdates } from './useMissions'

export interface RecentMissionsProps {
  channelId: string
  viewer?: Viewer
}

/**
 * A channel's recently completed missions (succeeded or failed, at most 50, newest first),
 * kept live by its MISSION_UPDATE events. `data-state`: loading, error, empty, ready.
 *
 * @example <RecentMissions channelId="airwave" />
 */
export function RecentMissions({ channelId, viewer: given }: RecentMissionsProps) {
  useSheet('mission', missionStyles)
  const t = useMissionText()
  const known = useViewer()
  useMissionUpdates(channelId)
  return (
    <div className="aw-missions-panel">
      <MissionListSection
        channelId={channelId}
        list="completed"
        sort="latest"
        viewer={given ?? known ?? GUEST}
        minimumGem={MISSION_DEFAULT_MINIMUM_GEM}
        t={t}
      />
    </div>
  )
}
